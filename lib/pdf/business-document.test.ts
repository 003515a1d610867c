import { describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import { sampleCertificate, sampleConfirmation, sampleCreditNote, sampleForeignInvoice, sampleInvoice, sampleStatement } from "@/test/pdf/business-samples";
import { pdfPageCount, pdfPages, pdfText } from "@/test/pdf-text";
import { renderBusinessDocument } from "./business-document";
import { PDF_BUSY_RETRY_AFTER_SECONDS, holdPdfPlace, pdfRenderStats } from "./render-pool";

// One render at a time and a short wait, so the cap's 503 shows quickly.
vi.hoisted(() => {
  process.env.PDF_THREADS = "1";
  process.env.PDF_WAIT_MS = "50";
});

describe("business document PDFs, rendered in the worker pool", () => {
  it("renders an invoice off the request thread, with its number, parties, amounts, totals and notes", async () => {
    const before = pdfRenderStats().started;
    const pdf = await renderBusinessDocument(sampleInvoice);
    expect(pdfRenderStats().started).toBe(before + 1);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(pdf);
    for (const expected of [
      "Maison Models B.V.",
      "VAT ID NL000099998B57",
      "Invoice",
      "INV-2027-0001",
      "Zara Nederland B.V.",
      "Anna López",
      "14 Feb 2027",
      "PO-88123",
      "Talent 1 — Mila Jansen",
      "1,500.00",
      "7,200.00",
      "1,512.00",
      "8,712.00",
      "European Union",
      "31 Jan 2028",
      "Online (paid)",
      "Page 1 of 1",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(await pdfPageCount(pdf)).toBe(1);
  });

  it("renders the same document to the same bytes, with the document's date in the PDF's metadata", async () => {
    const [a, b] = [await renderBusinessDocument(sampleInvoice), await renderBusinessDocument(sampleInvoice)];
    expect(a.equals(b)).toBe(true);
    expect(a.includes("(D:20270115090000Z)", 0, "latin1")).toBe(true);
    const later = await renderBusinessDocument({ ...sampleInvoice, issuedAt: "2027-01-16T09:00:00.000Z" });
    expect(later.equals(a)).toBe(false);
  });

  it("renders a confirmation with its version, usage and cancellation terms", async () => {
    const text = await pdfText(await renderBusinessDocument(sampleConfirmation));
    for (const expected of ["Booking confirmation", "J-2027-014", "Version 2", "8,712.00", "Online (paid)", "European Union", "31 Jan 2028", "Cancelled less than 48 hours"]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("adds the certificate's evidence page after the confirmation's pages, numbered in the footer", async () => {
    const pdf = await renderBusinessDocument(sampleCertificate);
    const pages = await pdfPages(pdf);
    expect(pages.length).toBe(await pdfPageCount(pdf));
    const evidence = pages.at(-1)!;
    expect(evidence).toContain("Acceptance certificate");
    expect(evidence).toContain("Anna López");
    expect(evidence).toContain("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08");
    expect(evidence).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it("renders a credit note, a foreign-currency invoice's home VAT line and reverse-charge note, and a statement", async () => {
    const credit = await pdfText(await renderBusinessDocument(sampleCreditNote));
    for (const expected of ["Credit note", "CN-2027-0001", "INV-2027-0001 of 15 Jan 2027", "-4,356.00", "-756.00"]) expect(credit, expected).toContain(expected);
    const foreign = await pdfText(await renderBusinessDocument(sampleForeignInvoice));
    for (const expected of ["226.80 EUR", "Reverse charge", "DE136695976", "1,452.00"]) expect(foreign, expected).toContain(expected);
    const statement = await pdfText(await renderBusinessDocument(sampleStatement));
    for (const expected of ["Statement", "Mila Jansen", "3,000.00", "-600.00", "Self-billed VAT 21%", "RM-2027-0003", "2,704.00"]) {
      expect(statement, expected).toContain(expected);
    }
  });

  it("flows a long table onto more pages, each with its footer", async () => {
    const rows = Array.from({ length: 90 }, (_, i) => ({ cells: [`Line ${i + 1}`, "1", "10.00", "21%", "10.00"] }));
    const long = { ...sampleInvoice, sections: [{ ...sampleInvoice.sections[0], groups: [{ heading: "Many lines", rows }] }] };
    const pdf = await renderBusinessDocument(long);
    const pages = await pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    expect(text).toContain("Line 90");
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("waits for a place under the cap like the comp cards, then answers 503 with Retry-After", async () => {
    const release = await holdPdfPlace();
    try {
      const refused = await renderBusinessDocument(sampleInvoice).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe("SERVICE_UNAVAILABLE");
      expect((refused as AppError).retryAfterSeconds).toBe(PDF_BUSY_RETRY_AFTER_SECONDS);
    } finally {
      release();
    }
    expect((await renderBusinessDocument(sampleInvoice)).byteLength).toBeGreaterThan(1000);
  });

  it("refuses a document whose date is not a date", async () => {
    await expect(renderBusinessDocument({ ...sampleInvoice, issuedAt: "not a date" })).rejects.toThrow(/issuedAt/);
  });
});
