import { Bell, ChevronRight, PenSquare, Settings, UserCheck } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Permission } from "@/lib/domain/permissions";
import { canOpen, settingsPermissions, type StaffSummary } from "../shell/nav";

type QuickAction = { href: string; label: string; icon: typeof Bell; anyOf: readonly Permission[] };

const actions: readonly QuickAction[] = [
  { href: "/admin/pending-approval", label: "Review pending applications", icon: UserCheck, anyOf: ["pending-approval"] },
  { href: "/admin/news/new", label: "Write a news post", icon: PenSquare, anyOf: ["news"] },
  { href: "/admin/notifications/new", label: "Send a notification", icon: Bell, anyOf: ["notifications"] },
  { href: "/admin/settings", label: "Site settings", icon: Settings, anyOf: settingsPermissions },
];

/** Shortcuts to the four most common tasks, the ones the viewer may do. */
export function QuickActions({ staff }: { staff: Pick<StaffSummary, "role" | "permissions"> }) {
  const visible = actions.filter((a) => canOpen(staff, a));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {visible.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex items-center gap-3 rounded-sm border border-border px-3 py-2.5 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="flex-1">{label}</span>
                <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
          {visible.length === 0 && <li className="text-sm text-muted-foreground">No shortcuts for your permissions.</li>}
        </ul>
      </CardContent>
    </Card>
  );
}
