import { describe, expect, it, vi } from "vitest";
import { GET as packageCards } from "@/app/(site)/p/[token]/comp-cards.pdf/route";
import { GET as compCardRoute } from "@/app/(site)/talent/[id]/comp-card.pdf/route";
import { createTalent } from "@/db/factories";
import { PDF_BUSY_RETRY_AFTER_SECONDS, holdPdfPlace, pdfRenderStats } from "@/lib/pdf/render-pool";
import { useTestDb } from "../db";
import { getPdf, makePackage } from "../pdf/packages";

// One render at a time (the default) and a request over it waits 50 ms before the 503.
vi.hoisted(() => {
  process.env.PDF_THREADS = "1";
  process.env.PDF_WAIT_MS = "50";
});

const db = useTestDb();

const card = (id: number, ip = "203.0.113.30") => getPdf(compCardRoute, `/talent/${id}/comp-card.pdf`, { id: String(id) }, ip);


describe("the cap on renders at once", () => {
  it("answers 503 with Retry-After when a new PDF must be made and the place stays taken; a kept PDF is still served", async () => {
    const [busy, refused, kept] = await Promise.all(
      ["Busy Render", "Over The Cap", "Already Kept"].map((stageName) => createTalent(db(), { media: 2, profile: { stageName } })),
    );
    expect((await card(kept.profile.id)).res.status).toBe(200);

    // The one place is taken (as a long render takes it) until `release`.
    const release = await holdPdfPlace();
    expect(pdfRenderStats().running).toBe(1);
    const over = await card(refused.profile.id);
    expect(over.res.status).toBe(503);
    expect(over.res.headers.get("retry-after")).toBe(String(PDF_BUSY_RETRY_AFTER_SECONDS));
    expect(over.bytes.toString()).toMatch(/try again/i);
    // A kept card costs no render, so the cap does not hold it back.
    const hit = await card(kept.profile.id);
    expect(hit.res.status).toBe(200);
    expect(pdfRenderStats().running).toBe(1);
    expect(pdfRenderStats().waiting).toBe(0);

    release();
    // A real render takes the place and gives it back; once it is free, the refused card is made.
    expect((await card(busy.profile.id)).res.status).toBe(200);
    expect(pdfRenderStats().running).toBe(0);
    expect((await card(refused.profile.id)).res.status).toBe(200);
  });

  it("answers the package PDF with a private 503 too", async () => {
    const [busy, packaged] = await Promise.all(["Busy Again", "In A Package"].map((stageName) => createTalent(db(), { media: 1, profile: { stageName } })));
    const { token } = await makePackage(db(), [packaged.profile.id]);
    const release = await holdPdfPlace();
    const over = await getPdf(packageCards, `/p/${token}/comp-cards.pdf`, { token }, "203.0.113.31");
    expect(over.res.status).toBe(503);
    expect(over.res.headers.get("retry-after")).toBe(String(PDF_BUSY_RETRY_AFTER_SECONDS));
    expect(over.res.headers.get("cache-control")).toBe("private, no-store");
    release();
    expect((await card(busy.profile.id)).res.status).toBe(200);
  });
});
