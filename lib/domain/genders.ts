/** A talent's gender: the database enum's values in its order, and their names. Browser-safe. */
export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

const genderLabels: Record<Gender, string> = { male: "Male", female: "Female", other: "Other" };

/** A select's options for the genders, in the order a screen lists them. */
export const genderOptionsIn = (order: readonly Gender[] = GENDERS) => order.map((value) => ({ value, label: genderLabels[value] }));
