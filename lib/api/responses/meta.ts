import { z } from "zod";
import { isoDate } from "./envelope";

/** `GET /health`: the database is open, migrated and seeded. */
export const healthAnswer = z.object({ status: z.literal("ok") });

/** `GET /dev/outbox`: the mails recorded for an address, newest last. */
export const outboxAnswer = z.array(
  z.object({
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    template: z.string(),
    text: z.string(),
    status: z.string(),
    created_at: isoDate,
  }),
);
