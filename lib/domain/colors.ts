/**
 * Hair and eye colour are free text on a profile ("Blond", "dark blonde", "Blonde"). For search every profile also
 * carries a colour key from a fixed palette, derived from the text when it is saved: the first colour word the text
 * contains decides ("dark blonde" -> blonde, "brown with blonde highlights" -> brown, "blue-green" -> blue), a text
 * with no colour word is "other", and no text is no key. Browser-safe: the forms show the palette as choices.
 *
 * The migration that added the keys (`drizzle/0001_*`) backfills existing rows with SQL that applies the same words;
 * `colors.test.ts` runs that SQL against this table, so extend both together.
 */

export const hairColorKeys = ["black", "brown", "blonde", "red", "grey", "bald", "other"] as const;
export type HairColorKey = (typeof hairColorKeys)[number];

export const eyeColorKeys = ["blue", "green", "brown", "hazel", "grey", "other"] as const;
export type EyeColorKey = (typeof eyeColorKeys)[number];

export const hairColorLabels: Record<HairColorKey, string> = {
  black: "Black",
  brown: "Brown",
  blonde: "Blonde",
  red: "Red / auburn",
  grey: "Grey / white",
  bald: "Bald / shaved",
  other: "Other",
};

export const eyeColorLabels: Record<EyeColorKey, string> = {
  blue: "Blue",
  green: "Green",
  brown: "Brown",
  hazel: "Hazel",
  grey: "Grey",
  other: "Other",
};

/** The words that name each hair colour, as whole words of the lower-cased text. */
const hairColorWords: Record<Exclude<HairColorKey, "other">, readonly string[]> = {
  black: ["black", "jet", "raven", "ebony"],
  brown: ["brown", "brunette", "brunet", "chestnut", "chocolate", "mocha"],
  blonde: ["blonde", "blond", "fair", "platinum", "flaxen"],
  red: ["red", "auburn", "ginger", "copper", "redhead"],
  grey: ["grey", "gray", "silver", "white", "salt"],
  bald: ["bald", "shaved", "shaven"],
};

const eyeColorWords: Record<Exclude<EyeColorKey, "other">, readonly string[]> = {
  blue: ["blue", "aqua", "turquoise"],
  green: ["green", "emerald"],
  brown: ["brown", "black", "chocolate"],
  hazel: ["hazel", "amber", "honey"],
  grey: ["grey", "gray", "silver"],
};

function colorKey<K extends string>(text: string | null | undefined, words: Record<Exclude<K, "other">, readonly string[]>): K | "other" | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const byWord = new Map<string, K>();
  for (const [key, list] of Object.entries(words) as [K, readonly string[]][]) for (const w of list) byWord.set(w, key);
  for (const word of trimmed.toLowerCase().split(/[^a-z]+/)) {
    const key = byWord.get(word);
    if (key) return key;
  }
  return "other";
}

/** The palette key of a free-text hair colour: null for no text, "other" when no colour word is found. */
export function hairColorKeyOf(text: string | null | undefined): HairColorKey | null {
  return colorKey<HairColorKey>(text, hairColorWords);
}

/** The palette key of a free-text eye colour: null for no text, "other" when no colour word is found. */
export function eyeColorKeyOf(text: string | null | undefined): EyeColorKey | null {
  return colorKey<EyeColorKey>(text, eyeColorWords);
}

/** The spellings the profile forms suggest for the free text (each reads as its palette colour). */
export const hairColorChoices = ["Black", "Dark Brown", "Brown", "Light Brown", "Dark Blonde", "Blonde", "Auburn", "Red", "Grey", "White", "Bald"] as const;
export const eyeColorChoices = ["Blue", "Green", "Brown", "Dark Brown", "Hazel", "Amber", "Grey"] as const;

/** The ids of the `<datalist>`s that offer those spellings (`ColorChoices`), for an input's `list`. */
export const colorChoiceLists = { hair: "hair-color-choices", eyes: "eye-color-choices" } as const;
