import { ok } from "@/lib/api/envelope";
import { PACKAGE_ANSWER_HEADERS } from "@/lib/api/package-answers";
import { apiRoute } from "@/lib/api/route";
import { PACKAGE_VISIT_SECONDS } from "@/lib/domain/packages";
import { env } from "@/lib/env";
import { recordPackageView } from "@/lib/services/packages";
import { packageTokenParamSchema, packageViewSchema } from "@/lib/validation/package";
import { recordPackageViewResponse } from "@/lib/api/responses/packages";

const VISIT_COOKIE = "package_visit";

/**
 * The page's beacon: without a talent, a visit; with one, the client opened that talent's photos. A visit counts
 * unless this browser sent one in the last 30 minutes: a cookie scoped to this package's API path remembers it,
 * and each visit renews it, so a reload or a return within the half hour is the same visit. Without the cookie the
 * service still counts one visit per address and user agent per half hour (a script need not keep cookies).
 */
export const POST = apiRoute(
  { response: recordPackageViewResponse, errors: [410], headers: PACKAGE_ANSWER_HEADERS, params: packageTokenParamSchema, body: packageViewSchema, maxBody: 1024, summary: "Count a view of a client package", tags: ["packages"] },
  async ({ req, params, body, ip }) => {
    const path = `/api/v1/packages/${params.token}`;
    const seen = (req.headers.get("cookie") ?? "").split(/;\s*/).includes(`${VISIT_COOKIE}=1`);
    const talentProfileId = body.talent_profile_id;
    const result = await recordPackageView(params.token, {
      talentProfileId,
      newVisit: !seen,
      viewer: { ip, userAgent: req.headers.get("user-agent") ?? "" },
    });
    const res = ok(result);
    if (talentProfileId === undefined) {
      const secure = env().NODE_ENV === "production" ? "; Secure" : "";
      res.headers.append("Set-Cookie", `${VISIT_COOKIE}=1; Path=${path}; Max-Age=${PACKAGE_VISIT_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
    }
    return res;
  },
);
