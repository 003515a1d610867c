/** Browser-safe: the header names of idempotent POSTs, and the key a public form sends with each submission. */

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Set on an answer that is a stored first answer, as Stripe does. */
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** 128 random bits as hex. `crypto.randomUUID` exists only on secure origins; `getRandomValues` everywhere. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What a form's multipart body holds, as one string: fields by value, files by name, size and date. */
export function formDataSignature(form: FormData): string {
  const entries = [...form.entries()].map(([k, v]) => (typeof v === "string" ? [k, v] : [k, v.name, v.size, v.lastModified]));
  return JSON.stringify(entries);
}

/**
 * The `Idempotency-Key` of one form's submissions: the same key while the same request is sent again (a retry after
 * a network failure or a server error, whose first try may have been done), a new one when what is sent changes
 * (the server would refuse the old key with another body) and after the server accepted the submission (the next
 * one is a new request, even with the same words).
 */
export class SubmissionKey {
  private current: { key: string; request: string } | null = null;

  /** The header for sending `request`: a string that identifies what is sent (its JSON, `formDataSignature`). */
  headerFor(request: string): Record<string, string> {
    if (this.current?.request !== request) this.current = { key: newKey(), request };
    return { [IDEMPOTENCY_HEADER]: this.current.key };
  }

  /** The submission was accepted: the next one gets a new key. */
  accepted(): void {
    this.current = null;
  }
}
