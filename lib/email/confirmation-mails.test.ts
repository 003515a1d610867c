import { describe, expect, it } from "vitest";
import { confirmationMailSamples } from "./job-mail-samples";

describe("the confirmation mails (issue 40)", () => {
  it.each(confirmationMailSamples().map((s) => [`${s.audience}: ${s.name}`, s.mail] as const))("%s: one subject line, both bodies, the job and the version", (_, mail) => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain("3496-39AE");
    expect(mail.text).toMatch(/Version: 2|version 2/);
    expect(mail.html).toContain("<!doctype html>");
    expect(mail.template).toMatch(/^confirmation-(sent|accepted|declined|superseded|expired)$/);
  });

  it("the client's mail has the link, the total and the expiry; the declined one the reason; the superseded one the new version", () => {
    const [sent, superseded] = confirmationMailSamples();
    expect(sent.mail.text).toContain("https://agency.example/c/preview-link");
    expect(sent.mail.text).toContain("€8,712.00");
    expect(sent.mail.text).toContain("Tuesday, January 26, 2027, 9:14 AM CET");
    expect(sent.mail.replyTo).toBe("nora@agency.example");
    expect(superseded.mail.text).toContain("The previous version (1) of the confirmation of Spring campaign is replaced; please review version 2.");
    const declined = confirmationMailSamples().find((s) => s.mail.template === "confirmation-declined")!;
    expect(declined.mail.text).toContain("Budget cut");
  });
});
