import { z } from "zod";
import { emailSchema } from "@/lib/validation/email";
import { apiRoute } from "@/lib/api/route";
import { outboxFor } from "@/lib/email";
import { outboxEnabled } from "@/lib/email/outbox-access";
import { notFound } from "@/lib/errors";
import { outboxAnswer } from "@/lib/api/responses/meta";

/**
 * Development and end-to-end tests only: the mails recorded for an address (reset codes are read here). It does not
 * exist in production unless the e2e server switches it on with E2E_OUTBOX=1 (`outboxEnabled`).
 */
export const GET = apiRoute(
  {
    response: outboxAnswer,
    errors: [404],
    query: z.object({ to: emailSchema() }),
    summary: "Development only: mails sent to an address",
    tags: ["dev"],
  },
  async ({ query }) => {
    if (!outboxEnabled()) throw notFound();
    const rows = await outboxFor(query.to);
    return rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      template: m.template,
      text: m.text,
      status: m.status,
      created_at: m.createdAt,
    }));
  },
);
