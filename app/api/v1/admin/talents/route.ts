import { ok } from "@/lib/api/envelope";
import { apiRoute, withMessage } from "@/lib/api/route";
import { readAdminTalentList } from "@/lib/services/talents";
import { createTalentByAdmin } from "@/lib/services/talents";
import { adminTalentCreateSchema, adminTalentsQuerySchema } from "@/lib/validation/admin-talent";
import { adminTalentListAnswer, createTalentByAdminResponse } from "@/lib/api/responses/admin-talents";

/** `data.data`: talents, newest first (50 a page on the screen), with totals and per-category `counts`. */
export const GET = apiRoute(
  { response: adminTalentListAnswer, auth: "staff", permission: "talents", query: adminTalentsQuerySchema, summary: "List talents (admin)", tags: ["admin"] },
  async ({ viewer, query }) => ok(await readAdminTalentList(viewer, query), { message: "Talents retrieved successfully." }),
);

/** Creates an active talent (multipart; every field optional but the email). */
export const POST = apiRoute(
  { response: createTalentByAdminResponse, status: 201, errors: [409], auth: "staff", permission: "talents", body: adminTalentCreateSchema, summary: "Create a talent (admin)", tags: ["admin"] },
  async ({ viewer, body }) =>
    withMessage(await createTalentByAdmin(viewer, body), "New talent has been registered successfully."),
);
