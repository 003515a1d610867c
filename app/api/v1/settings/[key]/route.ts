import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { getPublicSetting, updateSetting } from "@/lib/services/settings";
import { getPublicSettingResponse, updateSettingResponse } from "@/lib/api/responses/settings";

const params = z.object({ key: z.string().min(1).max(64) });

export const GET = apiRoute({ response: getPublicSettingResponse, params, summary: "Read a site setting", tags: ["settings"] }, ({ params }) =>
  getPublicSetting(params.key),
);

/** Admin, or a sub-admin with the key's permission; the value is validated by the key's own schema. */
export const PUT = apiRoute(
  { response: updateSettingResponse, auth: "staff", params, body: z.object({ value: z.unknown() }), maxBody: 512 * 1024, summary: "Save a site setting", tags: ["settings"] },
  ({ viewer, params, body }) => updateSetting(viewer, params.key, body.value),
);
