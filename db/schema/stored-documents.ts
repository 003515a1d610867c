import { check, customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** PostgreSQL's `bytea`, read and written as a Node Buffer (postgres-js and PGlite both hand back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array | Buffer }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Frozen documents (issues 40 and 41): the exact bytes of a sent confirmation's PDF, its acceptance certificate, an
 * issued invoice or credit note. Content-addressed (the key is the SHA-256 of the bytes), written in the same
 * transaction as the row that points at it (`pdf_path`), never changed and never deleted: a trigger refuses UPDATE,
 * DELETE and TRUNCATE. In the database rather than under DATA_DIR so that it is in every backup and never an orphan
 * file (docs/decisions.md). Reached only through `lib/services/documents`.
 */
export const storedDocuments = pgTable(
  "stored_documents",
  {
    /** SHA-256 of `bytes`, lowercase hex. */
    sha256: text("sha256").primaryKey(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    byteLength: integer("byte_length").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stored_documents_sha256_hex", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check("stored_documents_length", sql`${t.byteLength} = octet_length(${t.bytes})`),
  ],
);

export type StoredDocument = typeof storedDocuments.$inferSelect;
