export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template made it: registration-received, reset-code, booking-agency... */
  template: string;
  /** Where a reply goes (the booker of a job mail, issue 39); unset or null: the sender. */
  replyTo?: string | null;
}

/** A mail driver: Resend in production, the outbox (database + log) by default. */
export interface MailDriver {
  name: string;
  /**
   * Sends one mail. `idempotencyKey` is the same on every try of one outbox row, so a provider that honours it
   * (Resend does, for 24 hours) sends a mail once even when a worker dies between sending and recording it.
   */
  send(message: MailMessage, options: { idempotencyKey: string }): Promise<{ providerId?: string }>;
}
