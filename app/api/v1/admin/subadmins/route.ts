import { apiRoute } from "@/lib/api/route";
import { createSubadmin, listSubadmins } from "@/lib/services/accounts";
import { subadminInputSchema } from "@/lib/validation/subadmin";
import { createSubadminResponse, listSubadminsResponse } from "@/lib/api/responses/subadmins";

export const GET = apiRoute({ response: listSubadminsResponse, auth: ["admin"], summary: "List sub-admins", tags: ["admin", "sub-admins"] }, ({ viewer }) =>
  listSubadmins(viewer),
);

/** A real account with role subadmin and the ticked permissions; an email already in use is a 409. */
export const POST = apiRoute(
  { response: createSubadminResponse, errors: [409], auth: ["admin"], body: subadminInputSchema, status: 201, summary: "Create a sub-admin", tags: ["admin", "sub-admins"] },
  ({ viewer, body }) => createSubadmin(viewer, body),
);
