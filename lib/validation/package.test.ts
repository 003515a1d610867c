import { describe, expect, it } from "vitest";
import { defaultExpiryDay, packageMessages } from "@/lib/domain/packages";
import { packageFormSchema, packageInputSchema, type PackageFormValues } from "./package";

const blank: PackageFormValues = { title: "", client_name: "", client_company: "", client_email: "", message: "", expires_at: defaultExpiryDay(), project_date: "", talents: [] };

/** The first message per path, as the editor shows them. */
function messages(values: PackageFormValues) {
  const result = packageFormSchema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
  return found;
}

describe("packageFormSchema", () => {
  it("gives an empty editor the request's messages at the request's paths", () => {
    expect(messages(blank)).toEqual({
      title: packageMessages.title,
      client_name: packageMessages.clientName,
      client_email: packageMessages.clientEmail,
      talents: packageMessages.talents,
    });
    expect(messages({ ...blank, talents: [{ talent_profile_id: 4, note: "x".repeat(1001), media_ids: [] }] })).toMatchObject({ "talents.0.note": expect.any(String) });
  });

  it("reads the editor's values into the request the route parses", () => {
    const values: PackageFormValues = {
      ...blank,
      title: " Spring brief ",
      client_name: "Ada",
      client_email: "Ada@Example.com",
      talents: [
        { talent_profile_id: 4, note: "", media_ids: [] },
        { talent_profile_id: 7, note: " Why her ", media_ids: [12, 9] },
      ],
    };
    const parsed = packageFormSchema.parse(values);
    expect(parsed).toEqual({
      title: "Spring brief",
      client_name: "Ada",
      client_company: null,
      client_email: "ada@example.com",
      message: "",
      expires_at: blank.expires_at,
      project_date: null,
      talents: [
        { talent_profile_id: 4, note: null, media_ids: null },
        { talent_profile_id: 7, note: "Why her", media_ids: [12, 9] },
      ],
    });
    expect(packageInputSchema.parse(parsed)).toEqual(parsed);
  });

  it("takes an optional project date: a real day, or none when blank", () => {
    const valid = { ...blank, title: "T", client_name: "Ada", client_email: "a@b.co", talents: [{ talent_profile_id: 4, note: "", media_ids: [] }] };
    expect(packageFormSchema.parse({ ...valid, project_date: "2031-05-04" }).project_date).toBe("2031-05-04");
    expect(packageFormSchema.parse({ ...valid, project_date: "" }).project_date).toBeNull();
    for (const bad of ["2031-02-30", "tomorrow", "2031-05-04T10:00:00Z", "\u0000"]) expect(messages({ ...valid, project_date: bad })).toEqual({ project_date: packageMessages.projectDate });
  });
});
