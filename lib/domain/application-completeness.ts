/**
 * What an application lacks of what the agency selects on. The site's form asks for all of it; an older client's
 * payload (spec section 3) sends none, so the review lists what is missing instead of refusing the application.
 * Instagram is optional everywhere and never "missing". Browser-safe.
 */

import { snapshotKinds, snapshotLabels, type SnapshotKind } from "./application-snapshots";

export interface ApplicationFacts {
  height: string | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  shoe_size: string | null;
  hair_color: string | null;
  eye_color: string | null;
  snapshot_kinds: readonly SnapshotKind[];
}

const fieldLabels = [
  ["height", "Height"],
  ["bust", "Bust / chest"],
  ["waist", "Waist"],
  ["hips", "Hips"],
  ["shoe_size", "Shoe size"],
  ["hair_color", "Hair colour"],
  ["eye_color", "Eye colour"],
] as const satisfies readonly (readonly [keyof ApplicationFacts, string])[];

/** The labels of what is missing, in the form's order; empty when the application is complete. */
export function missingFromApplication(facts: ApplicationFacts): string[] {
  const missing: string[] = fieldLabels.filter(([key]) => !facts[key]?.trim()).map(([, label]) => label);
  for (const kind of snapshotKinds) {
    if (!facts.snapshot_kinds.includes(kind)) missing.push(`${snapshotLabels[kind]} photo`);
  }
  return missing;
}
