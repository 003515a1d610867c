import type { TalentCategory } from "@/lib/domain/talent-categories";
import type { AdminBooking } from "@/lib/services/jobs";
import type { PendingApplicant } from "@/lib/services/talents";
import type { AdminTalent } from "@/lib/services/talents";
import type { Jsonify } from "./format";

/** The admin API's shapes as a client component receives them (dates as ISO strings). */
export type AdminTalentJson = Jsonify<AdminTalent>;
export type ApplicantJson = Jsonify<PendingApplicant>;
export type AdminBookingJson = Jsonify<AdminBooking>;

export type TalentCategoryKey = "all" | TalentCategory;
