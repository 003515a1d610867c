import "server-only";
import { Resend } from "resend";
import { env } from "@/lib/env";
import type { MailDriver } from "./types";

/** The embedded default: nothing leaves the machine; the outbox row is the mail, and its text goes to the log. */
const logDriver: MailDriver = {
  name: "outbox",
  async send(message, { idempotencyKey }) {
    const delay = env().MAIL_LOG_DELAY_MS;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const replyTo = message.replyTo ? ` (Reply-To ${message.replyTo})` : "";
    console.info(`[mail] ${idempotencyKey} to ${message.to}${replyTo}: ${message.subject}\n${message.text}`);
    return {};
  },
};

function resendDriver(apiKey: string): MailDriver {
  const client = new Resend(apiKey);
  return {
    name: "resend",
    async send(message, { idempotencyKey }) {
      const { data, error } = await client.emails.send(
        {
          from: env().EMAIL_FROM,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        },
        { idempotencyKey },
      );
      if (error) throw new Error(`Resend: ${error.message}`);
      return { providerId: data?.id };
    },
  };
}

export function currentDriver(): MailDriver {
  const key = env().RESEND_API_KEY;
  return key ? resendDriver(key) : logDriver;
}
