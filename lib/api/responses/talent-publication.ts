import { z } from "zod";
import type { confirmGuardianConsent, GuardianStatus } from "@/lib/services/talents";
import type { TalentPublication } from "@/lib/services/talents";
import { checklistItems, guardianStates } from "@/lib/domain/talent-publication";
import { userStatusSchema } from "./common";
import { isoDate, type Wire } from "./envelope";

/* The `data` of the publication and guardian routes (issue 26), each checked against its service's type. */

export const guardianStatusResponse = z.object({
  minor: z.boolean(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  state: z.enum(guardianStates),
  consented_at: isoDate.nullable(),
  consent_ip: z.string().nullable(),
  link_sent_at: isoDate.nullable(),
  link_expires_at: isoDate.nullable(),
}) satisfies z.ZodType<Wire<GuardianStatus>>;

export const talentPublicationResponse = z.object({
  id: z.number(),
  status: userStatusSchema,
  published: z.boolean(),
  published_at: isoDate.nullable(),
  public: z.boolean(),
  new_face_position: z.number().nullable(),
  checklist: z.array(z.object({ item: z.enum(checklistItems), label: z.string(), done: z.boolean(), missing: z.string().nullable() })),
  ready: z.boolean(),
  guardian: guardianStatusResponse.nullable(),
}) satisfies z.ZodType<Wire<TalentPublication>>;

export const confirmGuardianConsentResponse = z.object({
  confirmed: z.literal(true),
  talent_name: z.string(),
  consented_at: isoDate,
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof confirmGuardianConsent>>>>;
