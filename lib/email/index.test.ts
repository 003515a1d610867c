import { describe, expect, it } from "vitest";
import { useTestDb } from "@/test/db";
import { outboxFor, sendMail } from "./index";
import { mails } from "./templates";

useTestDb();

describe("sendMail (outbox driver)", () => {
  it("stores the mail as sent with an HTML and a text part", async () => {
    await sendMail(mails.resetCode("Someone@Example.test", "123456"));
    const [mail] = await outboxFor("someone@example.test");
    expect(mail).toMatchObject({ template: "reset-code", status: "sent", subject: "Your password reset code" });
    expect(mail.text).toContain("123456");
    expect(mail.html).toContain("123456");
  });

  it("escapes what users typed", async () => {
    await sendMail(mails.registrationReceived("x@example.test", "<script>alert(1)</script>"));
    const [mail] = await outboxFor("x@example.test");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });
});
