import { describe, expect, it } from "vitest";
import { budgetOf, projectTypeOf } from "@/lib/domain/booking";
import {
  bookingPayloadFrom,
  bookingPayloadSchema,
  isPhoneInput,
  earliestProjectDate,
  tomorrowLocal,
  validateBookingForm,
  type BookingFormValues,
  bookingBriefPayloadFrom,
  bookingRequestPayloadFrom,
  phoneError,
  validateBookingBrief,
  type BookingBriefValues,
} from "./booking";
import { packageSelectionSchema } from "./package";
import { shortlistInquirySchema } from "./shortlist";

const valid: BookingFormValues = {
  fullName: "Jordan Client",
  companyName: "",
  email: "jordan@client.test",
  phone: "+12125550100",
  budgetRange: "$50,000+",
  purpose: "Video/Film",
  preferredDate: "",
  notes: "",
};

describe("booking rules", () => {
  it("maps the five budget ranges and no selection", () => {
    expect(budgetOf("$1,000 - $5,000")).toEqual({ budget_min: 1000, budget_max: 5000 });
    expect(budgetOf("$25,000 - $50,000")).toEqual({ budget_min: 25000, budget_max: 50000 });
    expect(budgetOf("$50,000+")).toEqual({ budget_min: 50000, budget_max: null });
    expect(budgetOf("")).toEqual({ budget_min: null, budget_max: null });
  });

  it("maps the seven purposes to project types", () => {
    expect(
      ["Fashion Show", "Commercial Photography", "Editorial Photoshoot", "Brand Campaign", "Event Modeling", "Video/Film", "Other"].map(projectTypeOf),
    ).toEqual(["runway", "commercial", "photoshoot", "campaign", "event", "other", "other"]);
  });

  it("takes a phone number in any common notation and counts its digits, not its characters", () => {
    expect(isPhoneInput("+33 1 42 68 53 00")).toBe(true);
    expect(isPhoneInput("+1 (212) 555-0100")).toBe(true);
    expect(isPhoneInput("020.7946.0958")).toBe(true);
    expect(isPhoneInput("+1234567890123456")).toBe(false);
    expect(isPhoneInput("12345")).toBe(false);
    expect(isPhoneInput("call me 0612")).toBe(false);
  });

  it("stores a pasted number as E.164 on the server, never cut", () => {
    const parsed = bookingPayloadSchema.parse({ ...bookingPayloadFrom(7, valid), client_phone: "+33 1 42 68 53 00" });
    expect(parsed.client_phone).toBe("+33142685300");
    expect(bookingPayloadSchema.parse({ ...bookingPayloadFrom(7, valid), client_phone: "(212) 555-0100" }).client_phone).toBe("+12125550100");
  });

  it("builds the spec's payload, which the server's schema accepts", () => {
    const payload = bookingPayloadFrom(7, valid);
    expect(payload).toEqual({
      talent_profile_id: 7,
      client_name: "Jordan Client",
      client_email: "jordan@client.test",
      client_phone: "+12125550100",
      company_name: null,
      project_type: "other",
      project_description: "No description",
      project_date: null,
      project_duration: null,
      location: "TBD",
      budget_min: 50000,
      budget_max: null,
    });
    expect(bookingPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("the form's check and the server's schema refuse the same things with the same messages", () => {
    const cases: [Partial<BookingFormValues>, string, string][] = [
      [{ fullName: " " }, "fullName", "client_name"],
      [{ email: "nope" }, "email", "client_email"],
      [{ phone: "12345" }, "phone", "client_phone"],
      [{ phone: "+1234567890123456" }, "phone", "client_phone"],
      [{ budgetRange: "" }, "budgetRange", "budget_min"],
      [{ purpose: "" }, "purpose", "project_type"],
      [{ preferredDate: "2020-01-01" }, "preferredDate", "project_date"],
    ];
    for (const [override, formField, apiField] of cases) {
      const values = { ...valid, ...override };
      const formErrors = validateBookingForm(values, tomorrowLocal());
      expect(Object.keys(formErrors)).toEqual([formField]);
      const payload = { ...bookingPayloadFrom(7, values) } as Record<string, unknown>;
      if (formField === "purpose") payload.project_type = "";
      const server = bookingPayloadSchema.safeParse(payload);
      expect(server.success).toBe(false);
      const issue = server.error!.issues.find((i) => i.path[0] === apiField);
      expect(issue?.message).toBe(formErrors[formField as keyof BookingFormValues]);
    }
    expect(validateBookingForm(valid)).toEqual({});
  });

  // The table of the form's zod-free check against the server's schema: every row, both accept or both refuse the
  // field with the same message.
  const table: [keyof BookingFormValues, string, string][] = [
    ["fullName", "Ana", "client_name"],
    ["fullName", "   ", "client_name"],
    ["fullName", "", "client_name"],
    ["fullName", "x".repeat(120), "client_name"],
    ["fullName", "x".repeat(121), "client_name"],
    ["companyName", "", "company_name"],
    ["companyName", "y".repeat(160), "company_name"],
    ["companyName", "y".repeat(161), "company_name"],
    ["email", "jordan@client.test", "client_email"],
    ["email", "  Jordan@Client.TEST  ", "client_email"],
    ["email", "nope", "client_email"],
    ["email", "a@b", "client_email"],
    ["email", "a@b.c", "client_email"],
    ["email", "a..b@client.test", "client_email"],
    ["email", ".a@client.test", "client_email"],
    ["email", "a.@client.test", "client_email"],
    ["email", "a b@client.test", "client_email"],
    ["email", "a@@client.test", "client_email"],
    ["email", "o'neil+tag@client.co.uk", "client_email"],
    ["email", "a@-client.test", "client_email"],
    ["email", "a@client_x.test", "client_email"],
    ["email", `${"a".repeat(64)}@${"b".repeat(185)}.test`, "client_email"],
    ["email", `${"a".repeat(64)}@${"b".repeat(186)}.test`, "client_email"],
    ["email", "", "client_email"],
    ["phone", "+12125550100", "client_phone"],
    ["phone", "1234567", "client_phone"],
    ["phone", "123456", "client_phone"],
    ["phone", "123456789012345", "client_phone"],
    ["phone", "1234567890123456", "client_phone"],
    ["phone", "+1 212 555 0100", "client_phone"],
    ["phone", "++12125550100", "client_phone"],
    ["phone", "", "client_phone"],
    ["preferredDate", "", "project_date"],
    ["preferredDate", "2099-12-31", "project_date"],
    ["preferredDate", "2020-01-01", "project_date"],
    ["preferredDate", "2031-02-30", "project_date"],
    ["preferredDate", "31/12/2099", "project_date"],
    ["notes", "z".repeat(5000), "project_description"],
    ["notes", "z".repeat(5001), "project_description"],
  ];
  it.each(table)("the form and the server agree on %s = %j", (field, value, apiField) => {
    const values = { ...valid, [field]: value };
    const formError = validateBookingForm(values, tomorrowLocal())[field];
    const server = bookingPayloadSchema.safeParse(bookingPayloadFrom(7, values));
    const serverError = server.success ? undefined : server.error.issues.find((i) => i.path[0] === apiField)?.message;
    expect(formError).toBe(serverError);
  });

  it("takes the earliest date in the westernmost time zone on the server", () => {
    expect(earliestProjectDate(new Date("2026-03-05T10:00:00Z"))).toBe("2026-03-05");
    expect(earliestProjectDate(new Date("2026-03-05T13:00:00Z"))).toBe("2026-03-06");
  });
});

// The brief (budget, purpose, date, notes) and the phone: one zod-free check for the three forms, against the two
// schemas that extend `bookingRequestSchema` with the brief as the forms send it (the shortlist, a package's selection).
describe("the shared booking request check and schema", () => {
  const brief: BookingBriefValues = { budgetRange: "$5,000 - $10,000", purpose: "Video/Film", preferredDate: "", notes: "" };
  const shortlistBody = (values: BookingBriefValues, phone = valid.phone) => ({
    talent_profile_ids: [7],
    ...bookingRequestPayloadFrom({ ...valid, ...values, phone }),
  });
  const selectionBody = (values: BookingBriefValues, phone = "") => ({
    talent_profile_ids: [7],
    ...bookingBriefPayloadFrom(values),
    client_phone: phone.trim() || null,
  });
  const messageAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
    result.success ? undefined : result.error?.issues.find((i) => i.path[0] === field)?.message;

  const table: [keyof BookingBriefValues, string, string][] = [
    ["budgetRange", "$1,000 - $5,000", "budget_range"],
    ["budgetRange", "$50,000+", "budget_range"],
    ["budgetRange", "", "budget_range"],
    ["budgetRange", "$1000 - $5000", "budget_range"],
    ["purpose", "Fashion Show", "purpose"],
    ["purpose", "Other", "purpose"],
    ["purpose", "", "purpose"],
    ["purpose", "runway", "purpose"],
    ["preferredDate", "", "project_date"],
    ["preferredDate", "2099-12-31", "project_date"],
    ["preferredDate", "2020-01-01", "project_date"],
    ["preferredDate", "2031-02-30", "project_date"],
    ["preferredDate", "31/12/2099", "project_date"],
    ["notes", "", "notes"],
    ["notes", "   ", "notes"],
    ["notes", "z".repeat(5000), "notes"],
    ["notes", "z".repeat(5001), "notes"],
  ];
  it.each(table)("the forms, the shortlist and the selection agree on %s = %j", (field, value, apiField) => {
    const values = { ...brief, [field]: value };
    const formError = validateBookingBrief(values, tomorrowLocal())[field];
    expect(messageAt(shortlistInquirySchema.safeParse(shortlistBody(values)), apiField)).toBe(formError);
    expect(messageAt(packageSelectionSchema.safeParse(selectionBody(values)), apiField)).toBe(formError);
  });

  const phones = ["", "   ", "+12125550100", "+33 1 42 68 53 00", "12345", "1234567890123456", "call me"];
  it.each(phones)("a required and an optional phone agree with the schemas on %j", (phone) => {
    expect(messageAt(shortlistInquirySchema.safeParse(shortlistBody(brief, phone)), "client_phone")).toBe(phoneError(phone, true));
    expect(messageAt(packageSelectionSchema.safeParse(selectionBody(brief, phone)), "client_phone")).toBe(phoneError(phone, false));
  });

  it("takes the budget and purpose as the spec's labels and no notes as null, without a sentinel", () => {
    const parsed = packageSelectionSchema.parse(selectionBody(brief));
    expect(parsed).toMatchObject({ budget_range: "$5,000 - $10,000", purpose: "Video/Film", notes: null, project_date: null, client_phone: null });
    expect(shortlistInquirySchema.parse(shortlistBody({ ...brief, notes: "  Two days.  " })).notes).toBe("Two days.");
  });
});
