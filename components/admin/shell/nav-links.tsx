"use client";

import { Bell, BriefcaseBusiness, Building2, Landmark, History, CalendarCheck, CalendarRange, LayoutDashboard, Newspaper, Package, Settings, ShieldCheck, UserCheck, Users } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cappedCount, type NavCounts } from "@/lib/domain/work-queue";
import { cn } from "@/lib/utils";
import { isCurrentSection, type AdminNavIcon, type AdminNavItem } from "./nav";

const icons: Record<AdminNavIcon, React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>> = {
  dashboard: LayoutDashboard,
  pending: UserCheck,
  news: Newspaper,
  talents: Users,
  bookings: CalendarCheck,
  jobs: BriefcaseBusiness,
  calendar: CalendarRange,
  packages: Package,
  clients: Building2,
  finance: Landmark,
  notifications: Bell,
  settings: Settings,
  account: ShieldCheck,
  activity: History,
};

type NavLinksProps = {
  items: readonly AdminNavItem[];
  /** What is waiting in a section, by its href (read on the server by the layout); none or 0 shows no badge. */
  counts?: NavCounts;
  /** Called after a link is followed (the phone menu closes itself). */
  onNavigate?: () => void;
};

/** The admin menu's links; the current section is marked for sight and for assistive technology. */
export function NavLinks({ items, counts = {}, onNavigate }: NavLinksProps) {
  const pathname = usePathname() ?? "";
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item) => {
        const Icon = icons[item.icon];
        const current = isCurrentSection(pathname, item.href);
        const waiting = counts[item.href] ?? 0;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-sm px-3 py-2 text-sm transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                current ? "bg-primary font-medium text-primary-foreground" : "text-foreground hover:bg-muted",
              )}
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              <span className="flex-1">{item.label}</span>
              {waiting > 0 && (
                <span
                  className={cn(
                    "min-w-5 rounded-sm px-1.5 text-center text-xs leading-5 font-medium tnum",
                    current ? "bg-primary-foreground/20 text-primary-foreground" : "bg-muted text-foreground",
                  )}
                >
                  {cappedCount(waiting)}
                  <span className="sr-only"> waiting</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
