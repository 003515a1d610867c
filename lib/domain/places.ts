/**
 * How a typed city meets the location dataset (country-state-city), in the browser and on the server alike: a
 * city that matches a listed one ignoring case, accents, punctuation and common aliases is stored under the
 * dataset's name; anything else is kept as typed and flagged for the agency (`talent_profiles.city_unlisted`), so
 * an applicant from a town the dataset lacks is never blocked.
 */

/** "  Saint-Étienne " -> "saint etienne": no accents, no case, punctuation and runs of spaces as one space. */
export function foldCityName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The typed city as stored when it is not in the list: trimmed, inner runs of spaces as one. */
export const cleanCityInput = (name: string): string => name.trim().replace(/\s+/g, " ");

/** What people call a listed city (folded), keyed by the dataset's name. Used only when the state lists that name. */
const cityAliases: Record<string, readonly string[]> = {
  "New York City": ["new york", "nyc", "ny", "new york ny", "manhattan"],
  "Los Angeles": ["la", "l a"],
  "San Francisco": ["sf", "san fran"],
  "Las Vegas": ["vegas"],
  Philadelphia: ["philly"],
  "Washington, D.C.": ["washington", "washington dc", "dc", "d c"],
  "St. Louis": ["saint louis", "st louis"],
  "Mexico City": ["cdmx", "ciudad de mexico"],
};

/** Abbreviations spelled out, so "St Helena", "Mt. Vernon" and "Ft Worth" meet "Saint Helena", "Mount Vernon"... */
const wordForms: [RegExp, string][] = [
  [/\bst\b/g, "saint"],
  [/\bste\b/g, "sainte"],
  [/\bmt\b/g, "mount"],
  [/\bft\b/g, "fort"],
];

function keysOf(name: string): string[] {
  const folded = foldCityName(name);
  const spelled = wordForms.reduce((s, [from, to]) => s.replace(from, to), folded);
  // "New York" for "New York City", "Quebec" for "Quebec City": the word "city" is often left out.
  const withoutCity = spelled.replace(/^city of /, "").replace(/ city$/, "");
  return [...new Set([folded, spelled, withoutCity].filter(Boolean))];
}

/**
 * The listed city a typed one stands for: an exact match ignoring case, accents and punctuation first, then the
 * spelled-out and "city"-less forms, then the aliases. Null when none fits or the list is empty.
 */
export function matchCity(typed: string, cities: readonly string[]): string | null {
  const wanted = foldCityName(typed);
  if (!wanted || cities.length === 0) return null;
  const exact = cities.find((c) => foldCityName(c) === wanted);
  if (exact) return exact;
  const typedKeys = new Set(keysOf(typed));
  const byForm = cities.filter((c) => keysOf(c).some((k) => typedKeys.has(k)));
  // Prefer the shortest name: "New York" means "New York City", not "New York County".
  if (byForm.length) return byForm.sort((a, b) => a.length - b.length)[0];
  for (const city of cities) if (cityAliases[city]?.includes(wanted)) return city;
  return null;
}

/** Edit distance (insertions, deletions, substitutions), stopping early above `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The listed cities nearest to what has been typed so far, best first: names that start with it, then names with a
 * word that starts with it, then names containing it, then (from four letters) names one or two edits away, then
 * the alias targets. At most `limit`.
 */
export function suggestCities(typed: string, cities: readonly string[], limit = 6): string[] {
  const wanted = foldCityName(typed);
  if (!wanted) return [];
  const ranked: { city: string; rank: number }[] = [];
  for (const city of cities) {
    const folded = foldCityName(city);
    let rank: number | null = null;
    if (folded === wanted) rank = 0;
    else if (folded.startsWith(wanted)) rank = 1;
    else if (folded.split(" ").some((w) => w.startsWith(wanted))) rank = 2;
    else if (folded.includes(wanted)) rank = 3;
    else if (cityAliases[city]?.some((a) => a.startsWith(wanted))) rank = 4;
    else if (wanted.length >= 4) {
      // A typo in what is typed so far ("new yrok") or in the whole name ("philadelpia").
      const d = Math.min(distance(wanted, folded.slice(0, wanted.length), 2), distance(wanted, folded, 2));
      if (d <= 2) rank = 4 + d;
    }
    if (rank !== null) ranked.push({ city, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.city.length - b.city.length || a.city.localeCompare(b.city))
    .slice(0, limit)
    .map((r) => r.city);
}

/**
 * What the dataset's first level below the country is called there. The dataset mixes levels for some countries
 * (the UK lists counties, council areas and regions), so the label says so; "State" elsewhere.
 */
const stateLabels: Record<string, string> = {
  GB: "County or region",
  IE: "County",
  SE: "County",
  NO: "County",
  KE: "County",
  CA: "Province",
  ES: "Province",
  NL: "Province",
  BE: "Province",
  CN: "Province",
  ZA: "Province",
  AR: "Province",
  PH: "Province",
  PK: "Province",
  KR: "Province",
  IT: "Region",
  NZ: "Region",
  CL: "Region",
  PT: "District",
  FR: "Region or department",
  JP: "Prefecture",
  CH: "Canton",
};

export function stateLabelOf(countryIso: string | null | undefined): string {
  return (countryIso && stateLabels[countryIso.toUpperCase()]) || "State";
}
