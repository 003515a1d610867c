import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { QueryProvider } from "@/components/query-provider";
import { requireStaffPage } from "@/lib/auth/page-guards";
import { AGENCY_NAME } from "@/lib/domain/brand";
// The complete stylesheet (the root layout loads only the public one).
import "../../app.css";

export const metadata: Metadata = {
  title: { default: "Admin", template: `%s | Admin | ${AGENCY_NAME}` },
  robots: { index: false, follow: false },
};

/** Every guarded admin screen: staff only (each page checks its own permission too). */
export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const viewer = await requireStaffPage();
  return (
    <QueryProvider>
      <AdminShell
        staff={{
          name: viewer.name,
          email: viewer.email,
          role: viewer.role === "admin" ? "admin" : "subadmin",
          permissions: viewer.permissions,
        }}
      >
        {children}
      </AdminShell>
    </QueryProvider>
  );
}
