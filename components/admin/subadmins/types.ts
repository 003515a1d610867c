import type { Permission } from "@/lib/auth/permissions";

/** A sub-admin as `GET /admin/subadmins` answers it. */
export type Subadmin = {
  id: number;
  name: string;
  email: string;
  role: string;
  permissions: Permission[];
  status: "active" | "inactive";
  lastActive: string | null;
  created_at: string;
};

export type ActivityEntry = { id: number; adminName: string; section: string; action: string; timestamp: string };
