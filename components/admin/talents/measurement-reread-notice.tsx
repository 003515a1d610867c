import Link from "next/link";
import { measurementLabelsFor } from "@/lib/domain/measurement-labels";
import type { MeasurementRereadNotice } from "@/lib/services/talents";

const cmText = (cm: number | null) => (cm === null ? "as typed" : `${cm} cm`);

/**
 * The talents whose bust, waist or hips were rewritten when a bare number stopped meaning inches (issue 26), so staff
 * can confirm each with the talent: what was stored and shown before, what is stored and shown now.
 */
export function MeasurementRereadNotice({ rereads }: { rereads: MeasurementRereadNotice[] }) {
  if (rereads.length === 0) return null;
  return (
    <section aria-labelledby="reread-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="reread-title" className="font-semibold">
        Measurements re-read: please check {rereads.length === 1 ? "this value" : `these ${rereads.length} values`}
      </h2>
      <p className="mt-1">
        A bare number is now read as centimetres; before, one up to 60 was read as inches. Values only plausible in inches were
        written with &ldquo;in&rdquo; so the profile shows what it showed; the others are now centimetres.
      </p>
      <ul className="mt-3 flex flex-col gap-1">
        {rereads.map((r) => (
          <li key={`${r.talentId}-${r.field}`}>
            <Link href={`/admin/talents/${r.talentId}`} className="font-medium underline underline-offset-2">
              {r.name}
            </Link>
            {`, ${measurementLabelsFor(r, "color")[r.field].toLowerCase()}: “${r.before}” (shown ${cmText(r.cmBefore)}) → “${r.after}” (shown ${cmText(r.cmAfter)})`}
          </li>
        ))}
      </ul>
    </section>
  );
}
