import type { z } from "zod";
import type { listSubadminsResponse } from "@/lib/api/responses/subadmins";

/** A sub-admin as `GET /admin/subadmins` answers it. */
export type Subadmin = z.infer<typeof listSubadminsResponse>[number];
