import { measurementRow } from "@/lib/domain/measurement-fields";
import { instagramUrlOf } from "@/lib/domain/instagram";
import { formatDate } from "../shell/format";
import type { ApplicantJson } from "../shell/types";

type Profile = NonNullable<ApplicantJson["talent_profile"]>;

/** A list of label and value rows, as the review shows them. */
export function FactList({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-1 border-b border-border pb-3">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="text-sm break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const notGiven = <span className="text-muted-foreground">Not given</span>;

/** A length in both units ("84 cm / 33″") where it reads as one, else as written. */
function bothUnits(label: string, value: string | null, kind: "height" | "length"): React.ReactNode {
  if (!value?.trim()) return notGiven;
  const row = measurementRow(label, value, kind);
  return row.metric && row.imperial ? `${row.metric} / ${row.imperial}` : row.text;
}

/** Height, bust, waist and hips in both units, shoe size and colours as written. */
export function measurementRows(p: Profile | null): [string, React.ReactNode][] {
  return [
    ["Height", bothUnits("Height", p?.height ?? null, "height")],
    ["Bust / chest", bothUnits("Bust", p?.bust ?? null, "length")],
    ["Waist", bothUnits("Waist", p?.waist ?? null, "length")],
    ["Hips", bothUnits("Hips", p?.hips ?? null, "length")],
    ["Shoe size", p?.shoe_size || notGiven],
    ["Hair colour", p?.hair_color || notGiven],
    ["Eye colour", p?.eye_color || notGiven],
  ];
}

export function InstagramLink({ handle }: { handle: string | null | undefined }) {
  if (!handle) return notGiven;
  return (
    <a href={instagramUrlOf(handle)} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4 hover:text-accent">
      @{handle}
    </a>
  );
}

/**
 * The guardian of a minor as the application stored them. The guardian confirms on their own link (mailed at
 * registration; staff resend it from the talent's page, `guardian-block.tsx`), so until then consent is awaited.
 */
export function guardianRows(p: Profile | null): [string, React.ReactNode][] {
  const g = p?.guardian;
  return [
    ["Parent or guardian", g?.name || notGiven],
    [
      "Guardian's email",
      g?.email ? (
        <a href={`mailto:${g.email}`} className="underline underline-offset-4 hover:text-accent">
          {g.email}
        </a>
      ) : (
        notGiven
      ),
    ],
    [
      "Consent",
      g?.consent_at ? `Confirmed by the guardian on ${formatDate(g.consent_at)}` : <span className="font-medium text-destructive">Awaiting the guardian’s confirmation</span>,
    ],
  ];
}
