import { apiRoute } from "@/lib/api/route";
import { getOwnCompCardChoice, setOwnCompCardChoice } from "@/lib/services/talents";
import { compCardChoiceSchema } from "@/lib/validation/comp-card";
import { getOwnCompCardChoiceResponse, setOwnCompCardChoiceResponse } from "@/lib/api/responses/media";

export const GET = apiRoute(
  { response: getOwnCompCardChoiceResponse, auth: "talent", summary: "The signed-in talent's comp card photos (media_ids, empty for the default) and the photos to choose from", tags: ["media"] },
  ({ viewer }) => getOwnCompCardChoice(viewer),
);

export const PUT = apiRoute(
  {
    response: setOwnCompCardChoiceResponse,
    auth: "talent",
    body: compCardChoiceSchema,
    summary: "Choose the comp card's photos in order (first the front, then up to four for the back); [] for the default",
    tags: ["media"],
  },
  ({ viewer, body }) => setOwnCompCardChoice(viewer, body),
);
