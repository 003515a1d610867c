import Link from "next/link";
import { LogoutButton } from "./logout-button";
import { MobileMenu } from "./mobile-menu";
import { visibleNavItems, type StaffSummary } from "./nav";
import { NavLinks } from "./nav-links";
import { AGENCY_NAME } from "@/lib/domain/brand";

const staffRoleLabel = (role: StaffSummary["role"]) => (role === "admin" ? "Administrator" : "Sub-admin");

/**
 * The frame of every admin screen: a fixed sidebar on desktop, a top bar with a sheet menu on phones. Only the
 * sections the viewer may open are listed; the pages check the permission again on the server.
 */
export function AdminShell({ staff, children }: { staff: StaffSummary; children: React.ReactNode }) {
  const items = visibleNavItems(staff);
  const roleLabel = staffRoleLabel(staff.role);
  return (
    <div className="tool-screen min-h-dvh bg-muted/40 lg:pl-60">
      <a
        href="#admin-main"
        className="sr-only z-50 bg-background px-4 py-3 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-ring"
      >
        Skip to content
      </a>

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-60 flex-col border-r border-border bg-background lg:flex">
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
          <NavLinks items={items} />
        </nav>
        <div className="border-t border-border p-4">
          <p className="truncate text-sm font-medium" title={staff.email}>
            {staff.name}
          </p>
          <p className="mb-2 text-xs text-muted-foreground">{roleLabel}</p>
          <LogoutButton className="-ml-3" />
        </div>
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-background px-3 lg:hidden">
        <div className="flex items-center gap-1">
          <MobileMenu items={items} name={staff.name} roleLabel={roleLabel} />
          <Link href="/" className="font-display text-base leading-none tracking-[0.2em] uppercase">
            {AGENCY_NAME}
          </Link>
        </div>
        <span className="max-w-[40vw] truncate text-xs text-muted-foreground">{staff.name}</span>
      </header>

      <main id="admin-main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 py-6 focus:outline-none md:px-8 md:py-8">
        {children}
      </main>
    </div>
  );
}
