import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/auth/guards";
import { getCurrentUser } from "@/lib/services/accounts";
import { meAnswer } from "@/lib/api/responses/auth";

export const GET = apiRoute({ response: meAnswer, auth: "user", summary: "The signed-in user", tags: ["auth"] }, async ({ viewer }) => ({
  user: await getCurrentUser(requireUser(viewer)),
}));
