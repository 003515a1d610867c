import { eraseTalentResponse } from "@/lib/api/responses/privacy";
import { apiRoute } from "@/lib/api/route";
import { eraseTalentByAdmin } from "@/lib/services/privacy";
import { idParamSchema } from "@/lib/validation/common";
import { eraseTalentSchema } from "@/lib/validation/privacy";

/** Erases a talent's personal data for good; bookings and jobs keep their figures under "Erased talent". */
export const POST = apiRoute(
  {
    response: eraseTalentResponse,
    auth: ["admin"],
    params: idParamSchema,
    body: eraseTalentSchema,
    summary: "Erase a talent's personal data (admin only)",
    description:
      "`confirm` must be the talent's email address (422 at `confirm` otherwise). Personal fields are nulled or replaced, photos and their files deleted, the account can no longer sign in and its sessions end. 409 when already erased.",
    tags: ["admin"],
  },
  ({ viewer, params, body }) => eraseTalentByAdmin(viewer, params.id, body.confirm),
);
