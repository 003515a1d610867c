import { z } from "zod";
import { MB } from "@/lib/api/body";
import { apiRoute, withMessage } from "@/lib/api/route";
import { isStaff } from "@/lib/auth/viewer";
import { APPLICATION_RECEIVED, registerTalent } from "@/lib/services/registration";
import { registerSchema } from "@/lib/validation/register";
import { registerAnswer } from "@/lib/api/responses/auth";

/**
 * Multipart: name, email, password, confirmPassword, phone, whatsapp, country, state, city, gender, category, dob,
 * optional profile_image; under 18 also guardian_name, guardian_email and guardian_consent. The fields are checked
 * by the service (registerSchema plus the location dataset), so the body here is only bounded: the limit is above
 * the 10 MB image limit so that a large picture gets that clear message rather than a bare 413.
 *
 * A visitor's answer is the same 201 with `data: null` whether the email was new or already had an account (see
 * `registerTalent`), so it carries no id.
 *
 * The old admin's "Create talent" posts here too: for staff the request goes to the admin area's service (loaded
 * only then), with its own rules.
 */
export const POST = apiRoute(
  {
    response: registerAnswer,
    status: 201,
    rateLimited: true,
    idempotent: true,
    auth: "optional",
    body: z.record(z.string(), z.unknown()).describe("Registration fields (multipart/form-data), see RegisterInput"),
    documentBody: registerSchema,
    maxBody: 25 * MB,
    summary: "Apply as a talent (creates a pending account); staff: create a talent",
    tags: ["auth"],
  },
  async ({ viewer, body, ip }) => {
    if (isStaff(viewer)) {
      const { createTalentByAdmin } = await import("@/lib/services/talents-admin-writes");
      return withMessage(await createTalentByAdmin(viewer, body), "Talent created successfully");
    }
    await registerTalent(body, { ip });
    return withMessage(null, APPLICATION_RECEIVED);
  },
);
