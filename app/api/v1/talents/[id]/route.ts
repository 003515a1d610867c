import { apiRoute } from "@/lib/api/route";
import { notFound } from "@/lib/errors";
import { getPublicTalent } from "@/lib/services/talents";
import { idParamSchema } from "@/lib/validation/common";
import { getPublicTalentResponse } from "@/lib/api/responses/talents";

/** One active talent's public profile; a hidden, pending or unknown talent is a 404. */
export const GET = apiRoute(
  { response: getPublicTalentResponse, params: idParamSchema, summary: "A talent's public profile", tags: ["talents"] },
  async ({ params }) => {
    const talent = await getPublicTalent(params.id);
    if (!talent) throw notFound("Talent not found.");
    return talent;
  },
);
