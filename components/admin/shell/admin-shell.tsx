import Link from "next/link";
import { LogoutButton } from "./logout-button";
import { MobileMenu } from "./mobile-menu";
import { visibleNavItems, type StaffSummary } from "./nav";
import { NavLinks } from "./nav-links";
import { AGENCY_NAME } from "@/lib/domain/brand";
import type { NavCounts } from "@/lib/domain/work-queue";

const staffRoleLabel = (role: StaffSummary["role"]) => (role === "admin" ? "Administrator" : "Sub-admin");

/**
 * The frame of every admin screen: a sidebar on desktop, a top bar with a sheet menu on phones. Only the sections the
 * viewer may open are listed; the pages check the permission again on the server.
 *
 * On desktop the page is two grid columns. The sidebar's column stretches to the height of the whole page, so its
 * background and border run to the bottom of a tall page (a long board, a full-page capture), and the menu inside it
 * sticks to the top of the viewport while the page scrolls. `minmax(0, 1fr)` keeps a wide table scrolling in its own
 * box instead of widening the page.
 */
export function AdminShell({ staff, counts = {}, children }: { staff: StaffSummary; counts?: NavCounts; children: React.ReactNode }) {
  const items = visibleNavItems(staff);
  const roleLabel = staffRoleLabel(staff.role);
  return (
    <div className="tool-screen min-h-dvh bg-muted/40 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only z-50 bg-background px-4 py-3 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-ring"
      >
        Skip to content
      </a>

      <div className="hidden border-r border-border bg-background lg:block">
        <aside className="sticky top-0 z-30 flex h-dvh flex-col">
          <div className="border-b border-border px-5 py-5">
            <Link
              href="/"
              className="font-display text-lg leading-none tracking-[0.2em] whitespace-nowrap uppercase"
            >
              {AGENCY_NAME}
            </Link>
            <p className="eyebrow mt-2 text-[0.65rem] text-muted-foreground">Back office</p>
          </div>
          <nav aria-label="Admin" className="flex-1 overflow-y-auto p-3">
            <NavLinks items={items} counts={counts} />
          </nav>
          <div className="border-t border-border p-4">
            <p className="truncate text-sm font-medium" title={staff.email}>
              {staff.name}
            </p>
            <p className="mb-2 text-xs text-muted-foreground">{roleLabel}</p>
            <LogoutButton className="-ml-3" />
          </div>
        </aside>
      </div>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-background px-3 lg:hidden">
        <div className="flex items-center gap-1">
          <MobileMenu items={items} counts={counts} name={staff.name} roleLabel={roleLabel} />
          <Link href="/" className="font-display text-base leading-none tracking-[0.2em] uppercase">
            {AGENCY_NAME}
          </Link>
        </div>
        <span className="max-w-[40vw] truncate text-xs text-muted-foreground">{staff.name}</span>
      </header>

      <main id="admin-main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 py-6 lg:col-start-2 focus:outline-none md:px-8 md:py-8">
        {children}
      </main>
    </div>
  );
}
