import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/auth/guards";
import { getCurrentUser } from "@/lib/services/current-user";

export const GET = apiRoute({ auth: "user", summary: "The signed-in user", tags: ["auth"] }, async ({ viewer }) => ({
  user: await getCurrentUser(requireUser(viewer)),
}));
