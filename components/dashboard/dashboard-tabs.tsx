"use client";

import { Bell, CalendarDays, CalendarOff, House, Images, Settings, Wallet } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";
import { LogoutButton } from "./logout-button";

const tabs = [
  { href: "/dashboard", label: "Home", icon: House },
  { href: "/dashboard/media", label: "Media", icon: Images },
  { href: "/dashboard/schedule", label: "Schedule", icon: CalendarDays },
  { href: "/dashboard/availability", label: "Availability", icon: CalendarOff },
  { href: "/dashboard/earnings", label: "Earnings", icon: Wallet },
  { href: "/dashboard/notifications", label: "Notifications", icon: Bell },
  { href: "/dashboard/settings", label: "Settings", icon: Settings },
] as const;

const item = cn(
  "relative flex min-w-0 flex-col items-center justify-center gap-1 px-1 py-2.5 text-[11px] font-medium text-muted-foreground transition-colors",
  "hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
  "sm:flex-row sm:gap-2 sm:px-3 sm:py-3.5 sm:text-sm [&_svg]:size-5 sm:[&_svg]:size-4",
  "disabled:opacity-60",
);

/**
 * The dashboard's tab bar: two rows of four cells on a phone, seven tabs and sign-out (seven in one row cut "Schedule" and
 * "Availability" to "Sche..." at 390 px), a row of underlined tabs from tablet up.
 */
export function DashboardTabs({ unread }: { unread: number }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Dashboard" className="border-b border-border bg-background">
      <ul className="container-page grid grid-cols-4 sm:flex sm:gap-2">
        {tabs.map(({ href, label, icon: Icon }) => {
          const active = href === "/dashboard" ? pathname === href : pathname.startsWith(href);
          return (
            <li key={href} className="min-w-0">
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  item,
                  "after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:bg-transparent sm:after:inset-x-3",
                  active && "text-foreground after:bg-foreground",
                )}
              >
                <span className="relative">
                  <Icon aria-hidden="true" />
                  {href === "/dashboard/notifications" && unread > 0 && (
                    <span
                      aria-hidden="true"
                      data-testid="unread-badge"
                      className="absolute -top-1.5 -right-2.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[10px] leading-none font-semibold text-accent-foreground sm:hidden"
                    >
                      {unread > 99 ? "99+" : unread}
                    </span>
                  )}
                </span>
                <span className="max-w-full truncate">{label}</span>
                {href === "/dashboard/notifications" && unread > 0 && (
                  <>
                    <span
                      aria-hidden="true"
                      className="hidden h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-none font-semibold text-accent-foreground sm:inline-flex"
                    >
                      {unread > 99 ? "99+" : unread}
                    </span>
                    <span className="sr-only">({unread} unread)</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
        <li className="min-w-0 sm:ml-auto">
          <LogoutButton className={cn(item, "w-full")} />
        </li>
      </ul>
    </nav>
  );
}
