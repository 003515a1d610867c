import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, newPasswordFormSchema, verifyResetCodeSchema } from "./password-reset";
import { checkCode, checkEmail, resetMessages, validateNewPassword, type NewPasswordValues } from "./password-reset-rules";

/** The first message zod gives per field. */
function zodErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const emails = ["talent@example.com", " Talent@Example.COM ", "", "  ", "nope", "a@b", "a..b@c.de", "a@b_c.com", `${"x".repeat(250)}@b.co`];
const passwords = ["", "short", "1234567", "12345678", "a-long-password", "x".repeat(200), "x".repeat(201)];

describe("password reset rules without zod", () => {
  it("check an email as forgotPasswordSchema does", () => {
    for (const email of emails) {
      const expected = zodErrors(forgotPasswordSchema.safeParse({ email })).email ?? null;
      expect(checkEmail(email), JSON.stringify(email)).toBe(expected);
    }
  });

  it("check a code as verifyResetCodeSchema checks the token", () => {
    for (const token of ["", "   ", "123456", " 123456 ", "12345", "1234567", "12a456", "１２３４５６", "-12345", "12 456"]) {
      const expected = zodErrors(verifyResetCodeSchema.safeParse({ email: "talent@example.com", token })).token ?? null;
      expect(checkCode(token), JSON.stringify(token)).toBe(expected);
    }
    expect(checkCode("")).toBe("Enter the verification code.");
  });

  it("check the two new-password fields as newPasswordFormSchema does", () => {
    for (const password of passwords) {
      for (const confirmation of [password, "12345678", "", "x".repeat(201)]) {
        const values: NewPasswordValues = { password, password_confirmation: confirmation };
        expect(validateNewPassword(values), JSON.stringify(values)).toEqual(zodErrors(newPasswordFormSchema.safeParse(values)));
      }
    }
  });

  it("use the spec's messages", () => {
    expect(validateNewPassword({ password: "short", password_confirmation: "short" })).toEqual({ password: resetMessages.passwordShort });
    expect(validateNewPassword({ password: "a-long-password", password_confirmation: "another-one" })).toEqual({
      password_confirmation: "Passwords don't match!",
    });
  });
});
