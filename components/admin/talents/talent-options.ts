/** Choices of the admin talent forms (spec sections 3 and 5). */
export const categoryChoices = [
  { value: "male", label: "Male Model" },
  { value: "female", label: "Female Model" },
  { value: "influencer", label: "Influencer" },
  { value: "teen", label: "Teen Model" },
] as const;

/** The edit form lists them as the spec's edit screen does: Female, Male, Teen, Influencer. */
export const editCategoryChoices = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "teen", label: "Teen" },
  { value: "influencer", label: "Influencer" },
] as const;

export const genderChoices = [
  { value: "male", label: "Male" },
  { value: "female", label: "Female" },
  { value: "other", label: "Other" },
] as const;

/** Today in the viewer's time zone as YYYY-MM-DD: the latest date of birth the picker offers. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
