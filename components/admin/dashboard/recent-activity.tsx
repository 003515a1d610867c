import { Activity } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { RecentActivityItem } from "@/lib/services/content";
import { capitalize, timeAgo } from "../shell/format";

const statusVariant = (status: string): BadgeVariant =>
  status === "pending" ? "secondary" : status === "declined" || status === "cancelled" ? "destructive" : "outline";

/** The latest admin changes from the activity log: action, who, the subject's state now, and when. */
export function RecentActivity({ items, now }: { items: RecentActivityItem[]; now: Date }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
        <CardDescription>The latest changes made in the back office.</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <EmptyState icon={<Activity />} title="No activity yet" titleAs="h3" text="Changes made in the admin appear here." />
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{item.action}</p>
                  <p className="text-xs text-muted-foreground">by {item.user}</p>
                </div>
                <div className="flex items-center gap-3">
                  <Badge variant={statusVariant(item.status)}>{capitalize(item.status)}</Badge>
                  <time dateTime={item.time} className="text-xs whitespace-nowrap text-muted-foreground sm:w-24 sm:text-right">
                    {timeAgo(item.time, now)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
