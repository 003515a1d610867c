import { describe, expect, it, vi } from "vitest";
import { GET as packageCards } from "@/app/(site)/p/[token]/comp-cards.pdf/route";
import { GET as compCardRoute } from "@/app/(site)/talent/[id]/comp-card.pdf/route";
import { createTalent } from "@/db/factories";
import { PDF_BUSY_RETRY_AFTER_SECONDS, pdfRenderStats } from "@/lib/pdf/render-pool";
import { useTestDb } from "../db";
import { getPdf, makePackage } from "../pdf/packages";

// One render at a time (the default) and a request over it waits 50 ms before the 503.
vi.hoisted(() => {
  process.env.PDF_THREADS = "1";
  process.env.PDF_WAIT_MS = "50";
});

const db = useTestDb();

const card = (id: number, ip = "203.0.113.30") => getPdf(compCardRoute, `/talent/${id}/comp-card.pdf`, { id: String(id) }, ip);

/** Resolves once a render holds the one place (the worker is busy). */
async function renderStarted(): Promise<void> {
  for (let i = 0; i < 2000 && pdfRenderStats().running === 0; i++) await new Promise((r) => setTimeout(r, 5));
  expect(pdfRenderStats().running).toBe(1);
}

describe("the cap on renders at once", () => {
  it("answers 503 with Retry-After when a new PDF must be made and the place stays taken; a kept PDF is still served", async () => {
    const [busy, refused, kept] = await Promise.all(
      ["Busy Render", "Over The Cap", "Already Kept"].map((stageName) => createTalent(db(), { media: 2, profile: { stageName } })),
    );
    expect((await card(kept.profile.id)).res.status).toBe(200);

    const running = card(busy.profile.id);
    await renderStarted();
    const over = await card(refused.profile.id);
    expect(over.res.status).toBe(503);
    expect(over.res.headers.get("retry-after")).toBe(String(PDF_BUSY_RETRY_AFTER_SECONDS));
    expect(over.bytes.toString()).toMatch(/try again/i);
    // A kept card costs no render, so the cap does not hold it back.
    const hit = await card(kept.profile.id);
    expect(hit.res.status).toBe(200);
    expect(pdfRenderStats().running).toBe(1);

    expect((await running).res.status).toBe(200);
    // Once the place is free, the refused card is made.
    expect((await card(refused.profile.id)).res.status).toBe(200);
  });

  it("answers the package PDF with a private 503 too", async () => {
    const [busy, packaged] = await Promise.all(["Busy Again", "In A Package"].map((stageName) => createTalent(db(), { media: 1, profile: { stageName } })));
    const { token } = await makePackage(db(), [packaged.profile.id]);
    const running = card(busy.profile.id);
    await renderStarted();
    const over = await getPdf(packageCards, `/p/${token}/comp-cards.pdf`, { token }, "203.0.113.31");
    expect(over.res.status).toBe(503);
    expect(over.res.headers.get("retry-after")).toBe(String(PDF_BUSY_RETRY_AFTER_SECONDS));
    expect(over.res.headers.get("cache-control")).toBe("private, no-store");
    expect((await running).res.status).toBe(200);
  });
});
