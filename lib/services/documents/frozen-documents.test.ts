import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { renderBusinessDocument } from "@/lib/pdf/business-document";
import { useTestDb } from "@/test/db";
import { sampleInvoice } from "@/test/pdf/business-samples";
import { pdfText } from "@/test/pdf-text";
import { freezeDocument, frozenDocumentSha256, readFrozenDocument, readFrozenDocumentWithType } from ".";

const db = useTestDb();

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Rows of a raw query: postgres-js answers an array, PGlite an object with `rows`. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** The database's error for a statement, or null when it succeeds (drizzle wraps the driver's error as its cause). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string | null> {
  try {
    await db().execute(statement);
    return null;
  } catch (error) {
    const e = error as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ""}`;
  }
}

describe("frozen documents", () => {
  it("freezes a rendered PDF in a transaction and reads back the same bytes, whose SHA-256 is the stored one", async () => {
    const pdf = await renderBusinessDocument(sampleInvoice);
    const frozen = await db().transaction((tx) => freezeDocument(tx, pdf, "application/pdf"));
    expect(frozen.sha256).toBe(sha(pdf));
    expect(frozen.path).toBe(`stored:${frozen.sha256}`);
    expect(frozenDocumentSha256(frozen.path)).toBe(frozen.sha256);

    const back = await readFrozenDocument(frozen.path);
    expect(back).not.toBeNull();
    expect(sha(back!)).toBe(frozen.sha256);
    expect(back!.equals(pdf)).toBe(true);
    expect(await pdfText(back!)).toContain("8,712.00");

    const withType = await readFrozenDocumentWithType(frozen.path);
    expect(withType?.contentType).toBe("application/pdf");
    // The database's own digest of the stored bytes agrees.
    const [row] = rowsOf<{ byte_length: number; digest: string }>(
      await db().execute(sql`select byte_length, encode(sha256(bytes), 'hex') as digest from stored_documents where sha256 = ${frozen.sha256}`),
    );
    expect(row).toEqual({ byte_length: pdf.byteLength, digest: frozen.sha256 });
  });

  it("freezes the same bytes once: a second freeze returns the same path", async () => {
    const bytes = Buffer.from("%PDF-1.3 the same bytes twice");
    const first = await freezeDocument(db(), bytes, "application/pdf");
    const second = await db().transaction((tx) => freezeDocument(tx, bytes, "application/pdf"));
    expect(second).toEqual(first);
  });

  it("leaves nothing behind when the issuing transaction rolls back", async () => {
    const bytes = Buffer.from("%PDF-1.3 rolled back");
    let path = "";
    await expect(
      db().transaction(async (tx) => {
        path = (await freezeDocument(tx, bytes, "application/pdf")).path;
        throw new Error("the issue failed");
      }),
    ).rejects.toThrow("the issue failed");
    expect(await readFrozenDocument(path)).toBeNull();
  });

  it("answers null for a path that names no frozen document", async () => {
    expect(await readFrozenDocument(`stored:${"0".repeat(64)}`)).toBeNull();
    expect(await readFrozenDocument("stored:../../etc/passwd")).toBeNull();
    expect(await readFrozenDocument("cache/pdf/abc.pdf")).toBeNull();
    expect(await readFrozenDocument("")).toBeNull();
  });

  it("refuses UPDATE, DELETE and TRUNCATE by SQL, and a row whose key is not its bytes' shape", async () => {
    const bytes = Buffer.from("%PDF-1.3 frozen for good");
    const { sha256, path } = await freezeDocument(db(), bytes, "application/pdf");
    expect(await refusal(sql`update stored_documents set content_type = 'text/plain' where sha256 = ${sha256}`)).toMatch(/frozen: UPDATE refused/);
    expect(await refusal(sql`update stored_documents set bytes = '\\x00'::bytea, byte_length = 1 where sha256 = ${sha256}`)).toMatch(/frozen: UPDATE refused/);
    expect(await refusal(sql`delete from stored_documents where sha256 = ${sha256}`)).toMatch(/frozen: DELETE refused/);
    expect(await refusal(sql`delete from stored_documents`)).toMatch(/frozen: DELETE refused/);
    expect(await refusal(sql`truncate stored_documents`)).toMatch(/frozen: TRUNCATE refused/);
    expect(await refusal(sql`insert into stored_documents (sha256, content_type, bytes, byte_length) values ('not-a-hash', 'application/pdf', '\\x01'::bytea, 1)`)).toMatch(/stored_documents_sha256_hex/);
    expect(await refusal(sql`insert into stored_documents (sha256, content_type, bytes, byte_length) values (${"a".repeat(64)}, 'application/pdf', '\\x01'::bytea, 2)`)).toMatch(/stored_documents_length/);
    expect((await readFrozenDocument(path))!.equals(bytes)).toBe(true);
  });

  it("refuses to freeze nothing", async () => {
    await expect(freezeDocument(db(), new Uint8Array(0), "application/pdf")).rejects.toThrow(/empty/);
  });
});
