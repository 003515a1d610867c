import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as packageCards } from "@/app/(site)/p/[token]/comp-cards.pdf/route";
import * as adminCollection from "@/app/api/v1/admin/packages/route";
import * as revoke from "@/app/api/v1/admin/packages/[id]/revoke/route";
import { createAdmin, createTalent } from "@/db/factories";
import { users } from "@/db/schema";
import { defaultExpiryDay } from "@/lib/domain/packages";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { readPdf } from "../pdf";

const db = useTestDb();
let admin: string;
let talents: Awaited<ReturnType<typeof createTalent>>[];

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  talents = [];
  for (const stageName of ["Ava Stone", "Mila Reyes", "Noor Haddad"]) {
    talents.push(await createTalent(db(), { profile: { stageName, height: "178 cm" }, media: 1 }));
  }
});

async function makePackage() {
  const res = await call(adminCollection.POST, "/api/v1/admin/packages", {
    method: "POST",
    bearer: admin,
    body: {
      title: "Spring brief",
      client_name: "Jane Client",
      client_email: "jane@acme.test",
      message: "For the spring shoot.",
      expires_at: defaultExpiryDay(),
      // The package's order, not the talents' creation order.
      talents: [talents[2], talents[0], talents[1]].map((t) => ({ talent_profile_id: t.profile.id })),
    },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id as number, token: new URL(res.body.data.url).pathname.slice(3) };
}

const get = async (token: string) => {
  const res = await packageCards(new Request(`http://localhost/p/${token}/comp-cards.pdf`), { params: Promise.resolve({ token }) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe("GET /p/{token}/comp-cards.pdf", () => {
  it("holds every talent's two pages in the package's order, private and never indexed", async () => {
    const { token } = await makePackage();
    const { res, bytes } = await get(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("Spring-brief-comp-cards.pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const pages = readPdf(bytes);
    expect(pages).toHaveLength(6);
    const firstOf = (i: number) => pages[i].text;
    expect([0, 2, 4].map((i) => ["Noor Haddad", "Ava Stone", "Mila Reyes"].find((n) => firstOf(i).includes(n)))).toEqual([
      "Noor Haddad",
      "Ava Stone",
      "Mila Reyes",
    ]);
  });

  it("leaves out a talent hidden since, answers 410 once revoked and 404 for an unknown link", async () => {
    const { id, token } = await makePackage();
    await db().update(users).set({ status: "hidden" }).where(eq(users.id, talents[0].user.id));
    const { bytes } = await get(token);
    const pages = readPdf(bytes);
    expect(pages).toHaveLength(4);
    expect(pages.some((p) => p.text.includes("Ava Stone"))).toBe(false);
    await db().update(users).set({ status: "active" }).where(eq(users.id, talents[0].user.id));

    expect((await call(revoke.POST, `/api/v1/admin/packages/${id}/revoke`, { method: "POST", bearer: admin, params: { id: String(id) } })).status).toBe(200);
    const gone = await get(token);
    expect(gone.res.status).toBe(410);
    expect(gone.res.headers.get("cache-control")).toBe("private, no-store");
    expect((await get("A".repeat(43))).res.status).toBe(404);
  });
});
