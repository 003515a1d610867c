import { CalendarCheck, Newspaper, UserCheck, Users } from "lucide-react";
import Link from "next/link";
import { RECENT_DAYS, type StatCard } from "@/lib/services/content";

/** The four cards open, in the spec's order, the talents, pending approvals, bookings and news screens. */
const destinations = ["/admin/talents", "/admin/pending-approval", "/admin/bookings", "/admin/news"] as const;
const icons = [Users, UserCheck, CalendarCheck, Newspaper] as const;

export function StatCards({ cards }: { cards: StatCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:gap-4 xl:grid-cols-4">
      {cards.map((card, i) => {
        const Icon = icons[i] ?? Users;
        return (
          <li key={card.key}>
            <Link
              href={destinations[i] ?? "/admin/dashboard"}
              className="group flex h-full flex-col gap-3 rounded-md border border-border bg-card p-4 md:p-5 transition-colors hover:border-foreground/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs font-medium text-muted-foreground md:text-sm">{card.title}</span>
                <Icon aria-hidden="true" className="size-4 text-muted-foreground group-hover:text-foreground" />
              </div>
              <span className="text-3xl leading-none font-semibold tracking-tight tnum md:text-4xl">{card.value.toLocaleString("en-US")}</span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <span
                  className={
                    card.change === "0%"
                      ? "rounded-sm bg-muted px-1.5 py-0.5 font-medium text-muted-foreground"
                      : "rounded-sm bg-success-soft px-1.5 py-0.5 font-medium text-success"
                  }
                >
                  {card.change}
                </span>
                {/* What the percentage compares (changeOf): the count now against the count before the window. */}
                <span className="font-medium">vs {RECENT_DAYS} days ago</span>
                <span className="basis-full">{card.description}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
