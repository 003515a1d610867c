import { securityPolicyAnswer } from "@/lib/api/responses/auth";
import { apiRoute } from "@/lib/api/route";
import { getSecurityPolicy, updateSecurityPolicy } from "@/lib/services/accounts";
import { securityPolicySchema } from "@/lib/validation/two-factor";

export const GET = apiRoute(
  { auth: ["admin"], response: securityPolicyAnswer, summary: "Staff sign-in policy", tags: ["admin"] },
  ({ viewer }) => getSecurityPolicy(viewer),
);

export const PUT = apiRoute(
  {
    auth: ["admin"],
    body: securityPolicySchema,
    response: securityPolicyAnswer,
    summary: "Staff sign-in policy: require two-factor sign-in for all staff",
    description:
      "While on, staff without a second factor (an authenticator app or a passkey) can do nothing but set one up: every staff route answers 403 with `code: TWO_FACTOR_SETUP_REQUIRED`, every admin page sends them to their account page. Turning it on needs a second factor of your own (409), and mails each staff member without one; `staff_without_factor` says how many.",
    tags: ["admin"],
  },
  ({ viewer, body }) => updateSecurityPolicy(viewer, body),
);
