"use client";

import { Bell, BriefcaseBusiness, History, CalendarCheck, CalendarRange, LayoutDashboard, Newspaper, Package, Settings, ShieldCheck, UserCheck, Users } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
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
  notifications: Bell,
  settings: Settings,
  account: ShieldCheck,
  activity: History,
};

type NavLinksProps = {
  items: readonly AdminNavItem[];
  /** Called after a link is followed (the phone menu closes itself). */
  onNavigate?: () => void;
};

/** The admin menu's links; the current section is marked for sight and for assistive technology. */
export function NavLinks({ items, onNavigate }: NavLinksProps) {
  const pathname = usePathname() ?? "";
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item) => {
        const Icon = icons[item.icon];
        const current = isCurrentSection(pathname, item.href);
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
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
