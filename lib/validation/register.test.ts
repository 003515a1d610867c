import { describe, expect, it } from "vitest";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "@/lib/storage/image";
import { validRegistration } from "@/test/registration";
import { ageOn, isMinor, normalizePhone, parseIsoDate, profileImageRules, registerMessages, registerSchema, stateError } from "./register";

const valid = { ...validRegistration, email: "ADA@Example.com" };

describe("registerSchema", () => {
  it("accepts a complete form, lower-cases the email and writes phones as E.164", () => {
    const out = registerSchema.parse({ ...valid, phone: "+234 803 123 4567" });
    expect(out).toMatchObject({ email: "ada@example.com", phone: "+2348031234567", category: "teen", guardian_consent: false });
  });

  it("reports the spec's messages, several at once", () => {
    const result = registerSchema.safeParse({ ...valid, name: " A ", password: "1234567", confirmPassword: "x", phone: "123" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([registerMessages.name, registerMessages.password, registerMessages.confirmPassword, registerMessages.phone]),
    );
  });

  it("requires a guardian only under 18", () => {
    const now = new Date();
    const minor = `${now.getFullYear() - 16}-01-01`;
    const result = registerSchema.safeParse({ ...valid, dob: minor });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(["guardian_name", "guardian_email", "guardian_consent"]);
    const same = registerSchema.safeParse({ ...valid, dob: minor, guardian_name: "Mum", guardian_email: "ada@example.com", guardian_consent: true });
    expect(same.error?.issues.map((i) => i.message)).toEqual([registerMessages.guardianEmailSame]);
  });
});

describe("helpers", () => {
  it("computes age around the birthday", () => {
    const now = new Date(2025, 5, 15);
    expect(ageOn("2012-06-15", now)).toBe(13);
    expect(ageOn("2012-06-16", now)).toBe(12);
    expect(isMinor("2008-06-16", now)).toBe(true);
    expect(isMinor("2007-06-15", now)).toBe(false);
    expect(parseIsoDate("2023-02-29")).toBeNull();
  });

  it("normalizes phone numbers and refuses impossible ones", () => {
    expect(normalizePhone("(415) 555-2671")).toBe("+14155552671");
    expect(normalizePhone("+44 7911 123456")).toBe("+447911123456");
    expect(normalizePhone("+1 555 000 0000")).toBeNull();
    expect(normalizePhone("12345678")).toBeNull();
  });

  it("asks for a state only where states are listed", () => {
    expect(stateError("", true)).toBe(registerMessages.state);
    expect(stateError("", false)).toBeNull();
  });

  it("uses the server's image limit and words in the browser", () => {
    expect(profileImageRules.maxBytes).toBe(MAX_IMAGE_BYTES);
    expect(profileImageRules.tooLarge).toBe(IMAGE_TOO_LARGE);
  });
});
