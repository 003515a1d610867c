import "server-only";
import type { DbOrTx } from "@/db/client";
import type { ConfirmationSnapshot } from "@/lib/domain/confirmations";

/** The acceptance evidence printed on the certificate's last page. */
export interface CertificateEvidence {
  name: string;
  title: string | null;
  /** Written in the job's zone. */
  at: string;
  ip: string | null;
  userAgent: string | null;
  snapshotSha256: string;
  pdfSha256: string;
  consentSha256: string;
  consentWording: string;
}

// Placeholder until the business-document renderer lands (branch pdfdocs).
export async function renderConfirmationPdf(snapshot: ConfirmationSnapshot, evidence?: CertificateEvidence | null): Promise<Buffer> {
  void snapshot;
  void evidence;
  throw new Error("not yet");
}
export async function freezePdf(tx: DbOrTx, bytes: Buffer): Promise<{ path: string; sha256: string }> {
  void tx;
  void bytes;
  throw new Error("not yet");
}
export async function readFrozenPdf(path: string): Promise<Buffer | null> {
  void path;
  throw new Error("not yet");
}
