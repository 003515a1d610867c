import * as adminCollection from "@/app/api/v1/admin/packages/route";
import type { Db } from "@/db/client";
import { createAdmin } from "@/db/factories";
import { defaultExpiryDay } from "@/lib/domain/packages";
import { createSession } from "@/lib/services/accounts/sessions";
import { call } from "../http";

/** A live package of these talents, made through the admin API: its id and the client's token. */
export async function makePackage(db: Db, talentProfileIds: number[]): Promise<{ id: number; token: string }> {
  const admin = (await createSession((await createAdmin(db)).id)).token;
  const res = await call(adminCollection.POST, "/api/v1/admin/packages", {
    method: "POST",
    bearer: admin,
    body: {
      title: "PDF brief",
      client_name: "Jane Client",
      client_email: "jane@acme.test",
      message: "For the shoot.",
      expires_at: defaultExpiryDay(),
      talents: talentProfileIds.map((id) => ({ talent_profile_id: id })),
    },
  });
  if (res.status !== 201) throw new Error(`Creating the package failed: ${res.status}`);
  return { id: res.body.data.id as number, token: new URL(res.body.data.url).pathname.slice(3) };
}

/** A GET of a public PDF route from one client address (the rightmost X-Forwarded-For entry, as without a proxy). */
export async function getPdf<P>(
  route: (req: Request, ctx: { params: Promise<P> }) => Promise<Response>,
  path: string,
  params: P,
  ip: string,
  headers: Record<string, string> = {},
) {
  const req = new Request(`http://localhost${path}`, { headers: { "x-forwarded-for": ip, ...headers } });
  const res = await route(req, { params: Promise.resolve(params) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
