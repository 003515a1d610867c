import type { GuardianStatus } from "@/lib/services/guardian-consent";
import type { TalentPublication } from "@/lib/services/talent-publication";

/** The publication routes' answers as a client component receives them. */
export type TalentPublicationJson = TalentPublication;
export type GuardianStatusJson = GuardianStatus;
