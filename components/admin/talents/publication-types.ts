import type { GuardianStatus } from "@/lib/services/talents";
import type { TalentPublication } from "@/lib/services/talents";

/** The publication routes' answers as a client component receives them. */
export type TalentPublicationJson = TalentPublication;
export type GuardianStatusJson = GuardianStatus;
