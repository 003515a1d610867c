import { activitySubjectLabels, isActivitySubjectType } from "@/lib/domain/activity";
import type { ActivityView } from "@/lib/services/audit";
import { AgencyTime } from "../shell/agency-clock";
import type { Jsonify } from "../shell/format";

export type ActivityEntryView = Jsonify<ActivityView>;

/** A logged value as a cell shows it: nothing as an em dash, text as itself, anything else as its JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

function subjectLabel(type: string | null, id: number | null): string | null {
  if (!type) return null;
  const label = isActivitySubjectType(type) ? activitySubjectLabels[type] : type;
  return id != null ? `${label} #${id}` : label;
}

/** What changed, as a small before → after table. */
function ChangesTable({ changes }: { changes: ActivityEntryView["changes"] }) {
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
            <th scope="row" className="py-1 pr-2 text-left font-mono font-normal break-words">{field}</th>
            <td className="py-1 pr-2 break-words text-muted-foreground line-through decoration-muted-foreground/40">{shown(before)}</td>
            <td className="py-1 break-words">{shown(after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One entry: who, when, from where, what, on which record, and what changed. */
export function ActivityEntry({ entry, recordHref }: { entry: ActivityEntryView; recordHref?: string | null }) {
  const subject = subjectLabel(entry.subject_type, entry.subject_id);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <p className="text-sm font-medium">{entry.action}</p>
        <AgencyTime value={entry.timestamp} className="shrink-0 text-xs text-muted-foreground" />
      </div>
      <p className="mt-0.5 text-xs text-muted-foreground">
        by {entry.admin_name}
        {entry.ip ? <> from <span className="font-mono">{entry.ip}</span></> : null}
        {" · "}
        {entry.section}
        {subject ? (
          <>
            {" · "}
            {recordHref ? <a href={recordHref} className="underline underline-offset-2 hover:text-foreground">{subject}</a> : subject}
          </>
        ) : null}
      </p>
      {entry.user_agent ? <p className="mt-0.5 truncate text-xs text-muted-foreground" title={entry.user_agent}>{entry.user_agent}</p> : null}
      <ChangesTable changes={entry.changes} />
    </li>
  );
}
