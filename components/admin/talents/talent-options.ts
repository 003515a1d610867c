import { genderOptionsIn } from "@/lib/domain/genders";
import { talentCategoryOptions, talentCategoryShortLabels } from "@/lib/domain/talent-categories";

/** Choices of the admin talent forms (spec sections 3 and 5): the admin lists Male first. */
const adminCategoryOrder = ["male", "female", "influencer", "teen"] as const;
export const categoryChoices = talentCategoryOptions(adminCategoryOrder);

/** The edit form lists them as the spec's edit screen does: Female, Male, Teen, Influencer. */
export const editCategoryChoices = talentCategoryOptions(["female", "male", "teen", "influencer"], talentCategoryShortLabels);

export const genderChoices = genderOptionsIn();

/** Today in the viewer's time zone as YYYY-MM-DD: the latest date of birth the picker offers. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
