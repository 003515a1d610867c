import { z } from "zod";
import type { createSubadmin, deleteSubadmin, listSubadmins, updateSubadmin } from "@/lib/services/accounts";
import { deletedSchema, permissionSchema, subadminStatusSchema } from "./common";
import { isoDate, type Wire } from "./envelope";

/*
 * The `data` of the sub-admin and activity-log routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const subadminSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(permissionSchema),
  status: subadminStatusSchema,
  lastActive: isoDate.nullable(),
  created_at: isoDate,
});

export const createSubadminResponse = subadminSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createSubadmin>>>>;
export const listSubadminsResponse = z.array(subadminSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listSubadmins>>>>;
export const deleteSubadminResponse = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteSubadmin>>>>;
export const updateSubadminResponse = subadminSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateSubadmin>>>>;
export { listActivityResponse } from "./activity";
