import { describe, expect, it } from "vitest";
import { loginSchema } from "./auth";
import { loginMessages, normalizeLogin, validateLoginForm, type LoginFormValues } from "./login-rules";

/** The server schema's first message per field, in the form's shape. */
function serverErrors(values: LoginFormValues) {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const emails = [
  "talent@example.com",
  "  Talent@Example.COM ",
  "user+tag@ex-ample.co.uk",
  "",
  "   ",
  "plain",
  "a@b",
  "a@b.c",
  "a..b@c.de",
  ".a@b.co",
  "a.@b.co",
  "a@-b.co",
  "a b@c.de",
  "ü@b.co",
  "a@b_c.com",
  `${"x".repeat(250)}@b.co`,
];
const passwords = ["demo-password", "", " ", "x".repeat(200), "x".repeat(201)];

describe("login form rules", () => {
  it("agree with the server's loginSchema on every field and message", () => {
    for (const email of emails) {
      for (const password of passwords) {
        expect(validateLoginForm({ email, password }), JSON.stringify({ email, password })).toEqual(serverErrors({ email, password }));
      }
    }
  });

  it("use the spec's messages", () => {
    expect(validateLoginForm({ email: "", password: "" })).toEqual({
      email: loginMessages.emailRequired,
      password: loginMessages.passwordRequired,
    });
    expect(validateLoginForm({ email: "nope", password: "x" })).toEqual({ email: "Please enter a valid email address" });
  });

  it("send the email trimmed and lower-cased, as the server stores it", () => {
    expect(normalizeLogin({ email: "  Talent@Example.COM ", password: " pw " })).toEqual({ email: "talent@example.com", password: " pw " });
  });
});
