import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as compCardRoute } from "@/app/(site)/talent/[id]/comp-card.pdf/route";
import { POST as updateTalent } from "@/app/api/v1/admin/talents/[id]/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { PUT as putProfile } from "@/app/api/v1/profile/route";
import { GET as getTalent } from "@/app/api/v1/talents/[id]/route";
import { profileMeasurements } from "@/lib/domain/measurement-fields";
import { createTalent } from "@/db/factories";
import { talentProfiles } from "@/db/schema";
import { getPublicTalent } from "@/lib/services/talents/talents";
import { useTestDb } from "../db";
import { call } from "../http";
import { readPdf } from "../pdf";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

async function tokenOf(email: string) {
  const res = await call(login, "/api/v1/auth/login", { body: { email, password: TEST_PASSWORD } });
  return res.body.data.token as string;
}

async function compCardText(id: number) {
  const res = await compCardRoute(new Request(`http://internal-host:3000/talent/${id}/comp-card.pdf`), { params: Promise.resolve({ id: String(id) }) });
  expect(res.status).toBe(200);
  return readPdf(Buffer.from(await res.arrayBuffer()))[1].text;
}

describe("a bare measurement is centimetres, end to end (issue 26)", () => {
  it('keeps a waist of "60" at 60 cm: API, stored text, profile rows and comp card', async () => {
    const { profile } = await createTalent(db(), { email: "daria@units.test", password: TEST_PASSWORD, media: 1, profile: { stageName: "Daria Volkova", category: "female" } });
    const token = await tokenOf("daria@units.test");

    const res = await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: { waist: "60", bust: "82", hips: 88 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ waist: "60 cm", bust: "82 cm", hips: "88 cm" });
    const [stored] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, profile.id));
    expect(stored).toMatchObject({ waist: "60 cm", bust: "82 cm", hips: "88 cm" });

    const read = await call(getTalent, `/api/v1/talents/${profile.id}`, { params: { id: String(profile.id) } });
    expect(read.body.data.waist).toBe("60 cm");
    const talent = await getPublicTalent(profile.id);
    const waist = profileMeasurements(talent!).find((row) => row.key === "waist");
    expect(waist).toMatchObject({ metric: "60 cm", imperial: "24″" });

    const text = await compCardText(profile.id);
    expect(text).toContain(`60 cm / 24"`);
    expect(text).not.toContain("152 cm");
  });

  it('reads "24in" and 24" as 61 cm, and refuses a bare 24 rather than guess inches', async () => {
    await makeUser(db(), { email: "ana@units.test" });
    const token = await tokenOf("ana@units.test");
    const inches = await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: { waist: "24in", bust: `33"` } });
    expect(inches.body.data).toMatchObject({ waist: "24 in", bust: "33 in" });

    const bare = await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: { waist: "24" } });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.waist).toEqual(["Enter the waist in cm or inches, e.g. 60 cm or 24 in."]);
  });

  it("writes the admin's values the same way, and names chest and suit size on a man's comp card", async () => {
    const admin = await makeUser(db(), { role: "admin", email: "admin@units.test" });
    const { user, profile } = await createTalent(db(), { media: 1, profile: { stageName: "Marco Bell", category: "male", gender: "male", dressSize: "40R" } });
    const token = await tokenOf(admin.email);
    const res = await call(updateTalent, `/api/v1/admin/talents/${user.id}`, { method: "POST", bearer: token, params: { id: String(user.id) }, body: { bust: "96", waist: "30 in" } });
    expect(res.status).toBe(200);
    expect(res.body.data.talent.talent_profile).toMatchObject({ bust: "96 cm", waist: "30 in" });

    const text = (await compCardText(profile.id)).toUpperCase();
    expect(text).toContain("CHEST");
    expect(text).toContain("SUIT");
    expect(text).not.toContain("BUST");
    expect(text).not.toContain("DRESS");
  });
});
