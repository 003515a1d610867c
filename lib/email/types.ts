export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template made it: registration-received, reset-code, booking-agency... */
  template: string;
}

/** A mail driver: Resend in production, the outbox (database + log) by default. */
export interface MailDriver {
  name: string;
  send(message: MailMessage): Promise<{ providerId?: string }>;
}
