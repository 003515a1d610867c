import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "@/db/schema";
import { useTestDb } from "../db";
import { draftOf, financeCompany, financeJob, financeWorld, issue, makeReady } from "../finance";

/*
 * B4 on a fresh database (issue 41): ten drafts issued by ten concurrent requests take INV-YEAR-0001 ... 0010 with no
 * duplicate; a refused issue (the client requires a PO) takes no number, so the next issue is 0011.
 */

const db = useTestDb();
const YEAR = new Date().getUTCFullYear();

describe("B4. gapless numbering", () => {
  it("numbers ten concurrent issues 0001-0010, then refuses an issue without the required PO and gives the next one 0011", async () => {
    const w = await financeWorld(db());
    const nl = await financeCompany(w);
    const drafts: number[] = [];
    for (let i = 0; i < 10; i++) {
      const job = await financeJob(w, nl, { talents: [w.t1], quantity: "1", unit: `${100 + i}.00` });
      await makeReady(w, db(), job);
      drafts.push((await draftOf(w, job)).id);
    }
    const answers = await Promise.all(drafts.map((id) => issue(w, id)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const numbers = answers.map((a) => a.body.data.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `INV-${YEAR}-${String(i + 1).padStart(4, "0")}`));

    const strict = await financeCompany(w, { po_required: true });
    const noPo = await financeJob(w, strict, { talents: [w.t1] });
    await makeReady(w, db(), noPo);
    const refused = await issue(w, (await draftOf(w, noPo)).id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.po_number).toBeDefined();

    const next = await financeJob(w, strict, { talents: [w.t1], job: { po_number: "PO-4711" } });
    await makeReady(w, db(), next);
    const ok = await issue(w, (await draftOf(w, next)).id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ number: `INV-${YEAR}-0011`, po_number: "PO-4711" });

    const [{ gapless }] = await db()
      .select({ gapless: sql<boolean>`max(${invoices.seq}) - min(${invoices.seq}) + 1 = count(*)` })
      .from(invoices)
      .where(sql`${invoices.series} = 'INV-' and ${invoices.year} = ${YEAR}`);
    expect(gapless).toBe(true);
  }, 180_000);
});
