import { z } from "zod";
import { MB } from "@/lib/api/body";
import { apiRoute, withMessage } from "@/lib/api/route";
import { isStaff } from "@/lib/auth/viewer";
import { APPLICATION_RECEIVED, registerTalent } from "@/lib/services/accounts";
import { registerDocument } from "@/lib/validation/register";
import { registerAnswer } from "@/lib/api/responses/auth";

/**
 * Multipart: name, email, password, confirmPassword, phone, country, state, city, gender, category, dob, optional
 * whatsapp and profile_image; under 18 also guardian_name, guardian_email and guardian_consent. Optional for the
 * old client, asked for by the site's form: height, bust, waist, hips, shoe_size, hair_color, eye_color, instagram
 * and the three snapshots (snapshot_head, snapshot_full_length, snapshot_profile). The fields are checked by the
 * service (registerSchema plus the location dataset), so the body here is only bounded: the limit is above four
 * 10 MB images so that a large picture gets that clear message rather than a bare 413.
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
    documentBody: registerDocument,
    maxBody: 45 * MB,
    summary: "Apply as a talent (creates a pending account); staff: create a talent",
    tags: ["auth"],
  },
  async ({ viewer, body, ip }) => {
    if (isStaff(viewer)) {
      const { createTalentByAdmin } = await import("@/lib/services/talents");
      return withMessage(await createTalentByAdmin(viewer, body), "Talent created successfully");
    }
    await registerTalent(body, { ip });
    return withMessage(null, APPLICATION_RECEIVED);
  },
);
