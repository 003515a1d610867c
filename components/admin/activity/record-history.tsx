import { History } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ActivityEntry, type ActivityEntryView } from "./activity-entry";
import { RefreshAfterMutations } from "./refresh-after-mutations";

/**
 * A record's History panel: its last activity entries (server-rendered by the record's page, times in the agency's
 * zone), read again after each action on the screen, and, for an admin, a link to the activity page filtered to the
 * record.
 */
export function RecordHistory({ entries, allHref, timeZone }: { entries: ActivityEntryView[]; allHref: string | null; timeZone: string }) {
  return (
    <Card>
      <RefreshAfterMutations />
      <CardHeader>
        <CardTitle>History</CardTitle>
        <CardDescription>Who changed this record, when, and what changed.</CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <EmptyState icon={<History />} title="No changes recorded yet" titleAs="h3" text="Changes made in the admin appear here." />
        ) : (
          <ul className="divide-y divide-border">
            {entries.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} timeZone={timeZone} />
            ))}
          </ul>
        )}
        {allHref && entries.length > 0 ? (
          <p className="mt-4 text-sm">
            <Link href={allHref} className="underline underline-offset-2">
              See the whole history in Activity
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
