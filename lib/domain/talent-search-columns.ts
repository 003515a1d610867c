import { eyeColorKeyOf, hairColorKeyOf, type EyeColorKey, type HairColorKey } from "./colors";
import { parseHeightCm } from "./height";

export interface SearchColumns {
  heightCm?: number | null;
  hairColorKey?: HairColorKey | null;
  eyeColorKey?: EyeColorKey | null;
}

/**
 * The columns the talent search reads, derived from the free text a profile save carries: give it the changed
 * texts (left out: unchanged) and spread the answer into the update. Every writer of a profile uses it, so the
 * search never disagrees with what the profile shows.
 */
export function searchColumnsOf(texts: { height?: string | null; hairColor?: string | null; eyeColor?: string | null }): SearchColumns {
  const out: SearchColumns = {};
  if (texts.height !== undefined) out.heightCm = parseHeightCm(texts.height);
  if (texts.hairColor !== undefined) out.hairColorKey = hairColorKeyOf(texts.hairColor);
  if (texts.eyeColor !== undefined) out.eyeColorKey = eyeColorKeyOf(texts.eyeColor);
  return out;
}
