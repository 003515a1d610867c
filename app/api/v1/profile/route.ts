import { apiRoute } from "@/lib/api/route";
import { requireTalent } from "@/lib/auth/guards";
import { updateOwnMeasurements } from "@/lib/services/talent-measurements";
import { getOwnTalentProfile } from "@/lib/services/talent-profile";
import { measurementsBodySchema } from "@/lib/validation/profile";
import { getOwnTalentProfileResponse, updateOwnMeasurementsResponse } from "@/lib/api/responses/talents";

export const GET = apiRoute({ response: getOwnTalentProfileResponse, auth: "talent", summary: "The signed-in talent's own profile", tags: ["profile"] }, ({ viewer }) =>
  getOwnTalentProfile(requireTalent(viewer)),
);

export const PUT = apiRoute(
  { response: updateOwnMeasurementsResponse, auth: "talent", errors: [410], body: measurementsBodySchema, summary: "Update the signed-in talent's measurements", tags: ["profile"] },
  ({ viewer, body }) => updateOwnMeasurements(viewer, body),
);
