import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/auth/guards";
import { getCurrentUser } from "@/lib/services/accounts";
import { adminMeAnswer } from "@/lib/api/responses/auth";

/** `data` is the admin; the old client also reads `data.user.role`. */
export const GET = apiRoute({ response: adminMeAnswer, auth: "staff", summary: "The signed-in admin", tags: ["admin"] }, async ({ viewer }) => {
  const user = await getCurrentUser(requireUser(viewer));
  return { ...user, user };
});
