import { z } from "zod";
import { CONFIRMATION_EVENT_KINDS, CONFIRMATION_STATUSES, JOB_CONFIRMATION_STATUSES } from "@/lib/domain/confirmations";
import type {
  acceptConfirmation,
  createConfirmation,
  declineConfirmation,
  getConfirmation,
  getPublicConfirmation,
  listConfirmations,
  sendConfirmation,
  withdrawConfirmation,
} from "@/lib/services/confirmations";
import { isoDate, type Wire } from "./envelope";

/*
 * The `data` of the confirmation routes (issue 40), each checked against its service's return type. Money is a decimal
 * string in the job's currency; the document is the snapshot the client accepts (no commission, stage names only).
 */

const money = z.string().regex(/^-?\d+(\.\d+)?$/);
const sha = z.string().regex(/^[0-9a-f]{64}$/);
const status = z.enum([...CONFIRMATION_STATUSES, "expired"]);

const party = z.object({ name: z.string(), legal_name: z.string().nullable(), address: z.array(z.string()), country: z.string().nullable(), vat_id: z.string().nullable() });
const person = z.object({ name: z.string(), title: z.string().nullable(), email: z.string().nullable() });

export const snapshotSchema = z.object({
  version: z.number().int(),
  currency: z.string(),
  time_zone: z.string(),
  agency: z.object({ legal_name: z.string(), address: z.array(z.string()), vat_id: z.string().nullable() }),
  client: party.nullable(),
  contact: person.nullable(),
  bill_to: party.nullable(),
  attention: person.nullable(),
  po_number: z.string().nullable(),
  job: z.object({ reference: z.string(), title: z.string(), location: z.string().nullable(), client_reference: z.string().nullable() }),
  talents: z.array(z.string()),
  schedule: z.array(z.object({ talent: z.string(), kind: z.string(), kind_label: z.string(), starts_at: isoDate, ends_at: isoDate, when: z.string(), state: z.string(), state_label: z.string() })),
  fees: z.array(
    z.object({
      talent: z.string().nullable(),
      kind: z.string(),
      kind_label: z.string(),
      description: z.string().nullable(),
      quantity: z.string(),
      unit_amount: money,
      amount: money,
      vat_percent: z.string(),
      usage: z.number().int().nullable(),
    }),
  ),
  talent_totals: z.array(z.object({ talent: z.string().nullable(), fees: money, agency_fee: money })),
  talent_fees: money,
  agency_fee_percent: z.string(),
  agency_fee: money,
  expenses: z.array(z.object({ description: z.string(), amount: money })),
  expenses_total: money,
  net: money,
  vat: z.array(z.object({ percent: z.string(), base: money, amount: money })),
  vat_total: money,
  total: money,
  reverse_charge: z.boolean(),
  vat_note: z.string().nullable(),
  usages: z.array(
    z.object({
      media: z.array(z.string()),
      media_labels: z.array(z.string()),
      territory: z.array(z.string()),
      territory_labels: z.array(z.string()),
      starts_on: z.string(),
      ends_on: z.string().nullable(),
      perpetual: z.boolean(),
      period: z.string(),
      exclusivity: z.string(),
      exclusivity_label: z.string(),
      exclusivity_category: z.string().nullable(),
      brand: z.string().nullable(),
      product: z.string().nullable(),
      campaign: z.string().nullable(),
      images_count: z.number().int().nullable(),
      talents: z.array(z.string()).nullable(),
    }),
  ),
  terms: z.object({ overtime: z.string(), cancellation: z.string(), payment: z.string(), payment_terms_days: z.number().int() }),
});

const adminConfirmation = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  version: z.number().int(),
  status,
  stored_status: z.enum(CONFIRMATION_STATUSES),
  snapshot_sha256: sha,
  pdf_sha256: sha.nullable(),
  currency: z.string(),
  total: money,
  sent_to: z.string().nullable(),
  sent_at: isoDate.nullable(),
  expires_at: isoDate.nullable(),
  viewed_at: isoDate.nullable(),
  accepted: z
    .object({ name: z.string(), title: z.string().nullable(), at: isoDate, ip: z.string().nullable(), user_agent: z.string().nullable(), consent_sha256: z.string().nullable() })
    .nullable(),
  certificate_pdf_sha256: sha.nullable(),
  declined_at: isoDate.nullable(),
  decline_reason: z.string().nullable(),
  superseded_by_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  created_at: isoDate,
});

export const confirmationCreatedAnswer = adminConfirmation satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createConfirmation>>>>;
export const confirmationWithdrawnAnswer = adminConfirmation satisfies z.ZodType<Wire<Awaited<ReturnType<typeof withdrawConfirmation>>>>;
export const confirmationSentAnswer = adminConfirmation.extend({ link: z.string() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof sendConfirmation>>>>;
export const confirmationsAnswer = z.object({
  job_id: z.number().int(),
  confirmation_status: z.enum(JOB_CONFIRMATION_STATUSES),
  changes: z.array(z.string()).nullable(),
  confirmations: z.array(adminConfirmation),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listConfirmations>>>>;
export const confirmationAnswer = adminConfirmation.extend({
  document: snapshotSchema,
  events: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(CONFIRMATION_EVENT_KINDS),
      at: isoDate,
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      actor_user_id: z.number().int().nullable(),
      by_client: z.boolean(),
      detail: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getConfirmation>>>>;

const publicConfirmation = z.object({
  agency: z.object({ legal_name: z.string(), address: z.array(z.string()), vat_id: z.string().nullable() }),
  job: z.object({ reference: z.string(), title: z.string() }),
  version: z.number().int(),
  status,
  expires_at: isoDate.nullable(),
  document: snapshotSchema,
  pdf_url: z.string(),
  consent_wording: z.string(),
  accepted: z.object({ name: z.string(), title: z.string().nullable(), at: isoDate, at_text: z.string() }).nullable(),
  declined: z.object({ at: isoDate }).nullable(),
});
export const publicConfirmationAnswer = publicConfirmation satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getPublicConfirmation>>>>;
export const confirmationAcceptedAnswer = publicConfirmation satisfies z.ZodType<Wire<Awaited<ReturnType<typeof acceptConfirmation>>>>;
export const confirmationDeclinedAnswer = publicConfirmation satisfies z.ZodType<Wire<Awaited<ReturnType<typeof declineConfirmation>>>>;

/** The PDF routes answer the file itself (documented as binary, see `file` in lib/api/route.ts). */
export const confirmationPdfResponse = z.string().meta({ description: "The PDF's bytes" });
