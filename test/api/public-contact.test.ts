import { describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/v1/contact-us/route";
import { contactMessages } from "@/db/schema";
import { outboxFor } from "@/lib/email";
import { env } from "@/lib/env";
import { CONTACT_LIMIT } from "@/lib/services/content/contact";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();

const message = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Ada Lovelace",
  email: "ada@example.test",
  subject: "Representation",
  message: "Do you represent models in London?",
  ...overrides,
});

let ipCounter = 0;
const post = (body: unknown, ip = `10.2.0.${++ipCounter}`) => call(contact, "/api/v1/contact-us", { body, headers: { "x-forwarded-for": ip } });

describe("POST /contact-us", () => {
  it("stores the message, mails the agency and answers the spec's success message", async () => {
    const res = await post(message({ email: "Ada@Example.test", fullName: "  Ada Lovelace " }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Thank you for contacting us. We'll get back to you soon." });
    const rows = await db().select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: "Ada Lovelace", email: "ada@example.test", subject: "Representation", handledAt: null });
    const [mail] = await outboxFor(env().AGENCY_INBOX);
    expect(mail).toMatchObject({ template: "contact-agency", subject: "New contact message" });
    expect(mail.text).toContain("Do you represent models in London?");
  });

  it("answers missing fields with 422 and one message per field, storing nothing", async () => {
    const before = (await db().select().from(contactMessages)).length;
    const res = await post({ fullName: " ", email: "", subject: "", message: "" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      message: "Validation failed",
      errors: {
        fullName: ["The full name field is required."],
        email: ["The email field is required."],
        subject: ["The subject field is required."],
        message: ["The message field is required."],
      },
    });
    expect((await post({})).body.errors.email).toEqual(["The email field is required."]);
    expect((await db().select().from(contactMessages)).length).toBe(before);
  });

  it("refuses an invalid email and overlong fields", async () => {
    expect((await post(message({ email: "nope" }))).body.errors).toEqual({ email: ["The email must be a valid email address."] });
    expect((await post(message({ subject: "s".repeat(201) }))).body.errors).toEqual({
      subject: ["The subject may not be greater than 200 characters."],
    });
    expect((await post(message({ message: "m".repeat(5001) }))).body.errors).toEqual({
      message: ["The message may not be greater than 5000 characters."],
    });
  });

  it("limits messages per address", async () => {
    const ip = "10.8.8.8";
    for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await post(message(), ip)).status).toBe(201);
    const refused = await post(message(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many messages. Please try again later.");
  }, 60_000);
});
