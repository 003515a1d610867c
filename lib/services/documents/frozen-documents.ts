import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { storedDocuments } from "@/db/schema";
import type { DbOrTx } from "@/db/types";

/**
 * Frozen documents: bytes that must never change (a sent confirmation's PDF, its acceptance certificate, an issued
 * invoice or credit note), kept in the `stored_documents` table, keyed by their SHA-256, in the transaction of the
 * write that issues them. A trigger refuses UPDATE, DELETE and TRUNCATE. Not the PDF cache (lib/pdf/pdf-store.ts),
 * which is pruned.
 *
 * A frozen document's path (what `pdf_path` columns hold) is `stored:<sha256>`.
 */

const PREFIX = "stored:";
const SHA256 = /^[0-9a-f]{64}$/;

const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/** The path a frozen document of this SHA-256 is read back by. */
const frozenDocumentPath = (sha256: string): string => `${PREFIX}${sha256}`;

/** The SHA-256 a path names, or null for anything that is not a frozen document's path. */
export function frozenDocumentSha256(path: string): string | null {
  if (!path.startsWith(PREFIX)) return null;
  const sha = path.slice(PREFIX.length);
  return SHA256.test(sha) ? sha : null;
}

/**
 * Freezes `bytes` in the caller's transaction (so the document exists exactly when the row that points at it does)
 * and returns its path and SHA-256. Content-addressed: freezing the same bytes again is a no-op that returns the same
 * path (rows are never rewritten, so the first content type stays).
 */
export async function freezeDocument(tx: DbOrTx, bytes: Uint8Array, contentType: string): Promise<{ path: string; sha256: string }> {
  if (bytes.byteLength === 0) throw new Error("A frozen document cannot be empty.");
  const sha256 = sha256Hex(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await tx.insert(storedDocuments).values({ sha256, contentType, bytes: buffer, byteLength: bytes.byteLength }).onConflictDoNothing();
  return { path: frozenDocumentPath(sha256), sha256 };
}

/**
 * The bytes of a frozen document, or null when the path names none. The bytes are checked against their SHA-256 on
 * every read: a mismatch (a corrupted store) throws rather than serving a document that is not the one issued.
 */
export async function readFrozenDocument(path: string, db?: DbOrTx): Promise<Buffer | null> {
  const found = await readFrozenDocumentWithType(path, db);
  return found?.bytes ?? null;
}

/** Like `readFrozenDocument`, with the content type it was frozen with (for the response's header). */
export async function readFrozenDocumentWithType(path: string, db?: DbOrTx): Promise<{ bytes: Buffer; contentType: string; sha256: string } | null> {
  const sha256 = frozenDocumentSha256(path);
  if (!sha256) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ bytes: storedDocuments.bytes, contentType: storedDocuments.contentType })
    .from(storedDocuments)
    .where(eq(storedDocuments.sha256, sha256))
    .limit(1);
  if (!row) return null;
  if (sha256Hex(row.bytes) !== sha256) throw new Error(`The frozen document ${sha256} does not match its SHA-256.`);
  return { bytes: row.bytes, contentType: row.contentType, sha256 };
}
