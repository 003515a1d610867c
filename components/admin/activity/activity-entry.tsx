import { activitySubjectLabels, isActivitySubjectType } from "@/lib/domain/activity";
import { changeFieldLabel, isIsoMoment } from "@/lib/domain/audit-labels";
import { formatShortMomentInZone } from "@/lib/domain/zoned-time";
import type { ActivityView } from "@/lib/services/audit";
import { AgencyTime } from "../shell/agency-clock";
import type { Jsonify } from "../shell/format";

export type ActivityEntryView = Jsonify<ActivityView>;

/**
 * A logged value as a cell shows it: nothing as an em dash, yes/no for a switch, a stored moment in the agency's
 * zone, text as itself, anything else as its JSON.
 */
function shown(value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (isIsoMoment(value)) return formatShortMomentInZone(new Date(value), timeZone);
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/**
 * What the entry is about: the record's kind, with its number only where it links (the activity page); a person's
 * change to their own account (two-factor, passkeys) reads "Own account", not as a sub-admin.
 */
function subjectLabel(entry: ActivityEntryView, withId: boolean): string | null {
  const { subject_type: type, subject_id: id } = entry;
  if (!type) return null;
  if (type === "user" && id != null && id === entry.actor_id) return "Own account";
  const label = isActivitySubjectType(type) ? activitySubjectLabels[type] : type;
  return withId && id != null ? `${label} #${id}` : label;
}

/** What changed, as a small before → after table, each field by its label. */
function ChangesTable({ changes, timeZone }: { changes: ActivityEntryView["changes"]; timeZone: string }) {
  const rows = Object.entries(changes ?? {});
  if (!rows.length) return null;
  return (
    <table className="mt-2 w-full table-fixed border-collapse text-xs">
      <caption className="sr-only">What changed</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="w-1/4 py-1 pr-2 font-medium">Field</th>
          <th scope="col" className="py-1 pr-2 font-medium">Before</th>
          <th scope="col" className="py-1 font-medium">After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([field, [before, after]]) => (
          <tr key={field} className="border-t border-border align-top">
            <th scope="row" className="py-1 pr-2 text-left font-normal break-words">{changeFieldLabel(field)}</th>
            <td className="py-1 pr-2 break-words text-muted-foreground line-through decoration-muted-foreground/40">{shown(before, timeZone)}</td>
            <td className="py-1 break-words">{shown(after, timeZone)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One entry: what, when (in the agency's zone), who, from where, on which record, and what changed. The browser
 * reads "Chrome on macOS"; its raw user agent only when the entry is expanded.
 */
export function ActivityEntry({ entry, recordHref, timeZone }: { entry: ActivityEntryView; recordHref?: string | null; timeZone: string }) {
  const subject = subjectLabel(entry, !!recordHref);
  const details = entry.device || entry.user_agent;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <p className="text-sm font-medium">{entry.action}</p>
        <AgencyTime value={entry.timestamp} className="shrink-0 text-xs text-muted-foreground" />
      </div>
      <p className="mt-0.5 text-xs text-muted-foreground">
        by {entry.admin_name}
        {entry.device ? <> on {entry.device}</> : null}
        {entry.ip ? <> from <span className="font-mono">{entry.ip}</span></> : null}
        {subject ? (
          <>
            {" · "}
            {recordHref ? <a href={recordHref} className="underline underline-offset-2 hover:text-foreground">{subject}</a> : subject}
          </>
        ) : null}
      </p>
      {details && entry.user_agent ? (
        <details className="mt-0.5 text-xs text-muted-foreground">
          <summary className="cursor-pointer select-none">Browser details</summary>
          <p className="mt-1 font-mono break-all">{entry.user_agent}</p>
        </details>
      ) : null}
      <ChangesTable changes={entry.changes} timeZone={timeZone} />
    </li>
  );
}
