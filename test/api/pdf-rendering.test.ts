import { threadId } from "node:worker_threads";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as packageCards } from "@/app/(site)/p/[token]/comp-cards.pdf/route";
import { GET as compCardRoute } from "@/app/(site)/talent/[id]/comp-card.pdf/route";
import { createTalent } from "@/db/factories";
import { talentProfiles } from "@/db/schema";
import { pdfRenderStats, renderCompCardsInWorker } from "@/lib/pdf/render-pool";
import { COMP_CARD_LIMIT } from "@/lib/services/talents/comp-card";
import { PACKAGE_PDF_LIMIT } from "@/lib/services/packages/package-client";
import { peek } from "@/lib/services/platform/rate-limit";
import { useTestDb } from "../db";
import { readPdf } from "../pdf";
import { getPdf, makePackage } from "../pdf/packages";

const db = useTestDb();

const card = (id: number, ip = "203.0.113.10", headers: Record<string, string> = {}) =>
  getPdf(compCardRoute, `/talent/${id}/comp-card.pdf`, { id: String(id) }, ip, headers);
const packagePdf = (token: string, ip = "203.0.113.20", headers: Record<string, string> = {}) =>
  getPdf(packageCards, `/p/${token}/comp-cards.pdf`, { token }, ip, headers);

/** The renders a call starts (each one is a task run in the worker pool). */
async function rendersDuring<T>(work: () => Promise<T>): Promise<{ result: T; renders: number }> {
  const before = pdfRenderStats().started;
  const result = await work();
  return { result, renders: pdfRenderStats().started - before };
}

describe("PDF rendering", () => {
  it("runs in a worker thread, not on the thread that answers requests", async () => {
    const { pdf, threadId: renderedOn } = await renderCompCardsInWorker(async () => ({
      cards: [{ stageName: "Thread Check", category: null, measurements: [], profileUrl: "https://agency.example/talent/1", updatedAt: 0, photos: [] }],
      agency: { name: "Maison Talent", logo: null, contact: [] },
      budget: 1024 * 1024,
    }));
    expect(renderedOn).not.toBe(threadId);
    expect(renderedOn).toBeGreaterThan(0);
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    expect(readPdf(Buffer.from(pdf))[0].text).toContain("Thread Check");
  });

  it("makes one render for 20 concurrent requests of the same uncached card, and all get that card", async () => {
    const talent = await createTalent(db(), { media: 2, profile: { stageName: "Single Flight" } });
    const { result, renders } = await rendersDuring(() =>
      Promise.all(Array.from({ length: 20 }, (_, i) => card(talent.profile.id, `198.51.100.${i + 1}`))),
    );
    expect(renders).toBe(1);
    expect(result.map((r) => r.res.status)).toEqual(Array(20).fill(200));
    const [first] = result;
    expect(new Set(result.map((r) => r.res.headers.get("etag")))).toEqual(new Set([first.res.headers.get("etag")]));
    for (const r of result) expect(r.bytes.equals(first.bytes)).toBe(true);
  });

  it("keeps a card until the talent changes, then makes it again", async () => {
    const talent = await createTalent(db(), { media: 2, profile: { stageName: "Kept Card", bust: "84 cm" } });
    const first = await rendersDuring(() => card(talent.profile.id));
    expect(first.renders).toBe(1);
    const etag = first.result.res.headers.get("etag") ?? "";

    const again = await rendersDuring(() => card(talent.profile.id));
    expect(again.renders).toBe(0);
    expect(again.result.res.headers.get("etag")).toBe(etag);
    expect(again.result.bytes.equals(first.result.bytes)).toBe(true);
    const notModified = await rendersDuring(() => card(talent.profile.id, undefined, { "if-none-match": etag }));
    expect([notModified.result.res.status, notModified.renders]).toEqual([304, 0]);

    await db().update(talentProfiles).set({ bust: "90 cm", updatedAt: new Date() }).where(eq(talentProfiles.id, talent.profile.id));
    const changed = await rendersDuring(() => card(talent.profile.id));
    expect(changed.renders).toBe(1);
    expect(changed.result.res.headers.get("etag")).not.toBe(etag);
    expect(readPdf(changed.result.bytes)[1].text).toContain("90 cm");
  });

  it("keeps a package's PDF until the package or one of its talents changes, with an ETag", async () => {
    const talents = await Promise.all(["Pack One", "Pack Two"].map((stageName) => createTalent(db(), { media: 1, profile: { stageName } })));
    const { token } = await makePackage(db(), talents.map((t) => t.profile.id));
    const first = await rendersDuring(() => packagePdf(token));
    expect([first.result.res.status, first.renders]).toEqual([200, 1]);
    const etag = first.result.res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await rendersDuring(() => packagePdf(token));
    expect([again.result.res.status, again.renders]).toEqual([200, 0]);
    expect(again.result.bytes.equals(first.result.bytes)).toBe(true);
    expect((await packagePdf(token, undefined, { "if-none-match": etag })).res.status).toBe(304);

    await db().update(talentProfiles).set({ stageName: "Pack Two Renamed", updatedAt: new Date() }).where(eq(talentProfiles.id, talents[1].profile.id));
    const changed = await rendersDuring(() => packagePdf(token));
    expect(changed.renders).toBe(1);
    expect(changed.result.res.headers.get("etag")).not.toBe(etag);
    expect(readPdf(changed.result.bytes)[2].text).toContain("Pack Two Renamed");
  });
});

describe("per-address limits on the PDF routes", () => {
  it("lets exactly the limit through a concurrent burst from one address, then 429 with Retry-After", async () => {
    const ip = "192.0.2.77";
    const over = 12;
    // An unknown talent: each allowed request is a cheap 404, so the burst tests the counter, not the renderer.
    const answers = await Promise.all(Array.from({ length: COMP_CARD_LIMIT.max + over }, () => card(999_999, ip)));
    const statuses = answers.map((a) => a.res.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(COMP_CARD_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(over);
    const refused = answers.find((a) => a.res.status === 429)!;
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await peek(`comp-card:ip:${ip}`, COMP_CARD_LIMIT.windowSeconds)).toBe(COMP_CARD_LIMIT.max);
    // Another address is not held back.
    expect((await card(999_999, "192.0.2.78")).res.status).toBe(404);
  });

  it("limits the package PDF per address the same way", async () => {
    const ip = "192.0.2.88";
    const unknown = "A".repeat(43);
    const answers = await Promise.all(Array.from({ length: PACKAGE_PDF_LIMIT.max + 5 }, () => packagePdf(unknown, ip)));
    const statuses = answers.map((a) => a.res.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(PACKAGE_PDF_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = answers.find((a) => a.res.status === 429)!;
    expect(refused.res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.res.headers.get("cache-control")).toBe("private, no-store");
  });
});
