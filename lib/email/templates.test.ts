import { describe, expect, it } from "vitest";
import type { MailMessage } from "./types";
import { mails, opensWithGreeting } from "./templates";

// Issue 25: a line break in a one-line field reached a mail subject and forged lines of the agency's mails. The
// schemas refuse it; the templates hold even if one slips through.
const forged = "Jane\r\nBcc: victim@example.test\nX: y\u2028z";

/** Every template, each with the forged value in every text it takes. */
const everyMail: Record<keyof typeof mails, () => MailMessage> = {
  registrationReceived: () => mails.registrationReceived("a@example.test", forged),
  guardianConsent: () => mails.guardianConsent("a@example.test", forged, forged, forged),
  registrationAttempted: () => mails.registrationAttempted("a@example.test", forged, { signIn: forged, resetPassword: forged }),
  applicationApproved: () => mails.applicationApproved("a@example.test", forged, "https://example.test/login"),
  applicationDeclined: () => mails.applicationDeclined("a@example.test", forged),
  resetCode: () => mails.resetCode("a@example.test", forged),
  passwordChanged: () => mails.passwordChanged("a@example.test"),
  newSignIn: () => mails.newSignIn("a@example.test", { name: forged, device: forged, address: forged, when: forged, sessionsUrl: forged }),
  factorAdded: () => mails.factorAdded("a@example.test", forged, forged),
  recoveryCodeUsed: () => mails.recoveryCodeUsed("a@example.test", 9, forged),
  recoveryCodesReplaced: () => mails.recoveryCodesReplaced("a@example.test", forged),
  factorRemoved: () => mails.factorRemoved("a@example.test", forged, forged),
  bookingAgency: () => mails.bookingAgency("a@example.test", [["Client", forged], ["Notes", forged]]),
  bookingClient: () => mails.bookingClient("a@example.test", forged, forged, forged),
  inquiryClient: () => mails.inquiryClient("a@example.test", forged, [[forged, forged]]),
  contactAgency: () => mails.contactAgency("a@example.test", [["Subject", forged], ["Message", forged]]),
  packageLink: () => mails.packageLink("a@example.test", { clientName: forged, title: forged, message: forged, url: forged, expiresOn: forged }),
  passkeyAdded: () => mails.passkeyAdded("a@example.test", forged),
  passkeyRemoved: () => mails.passkeyRemoved("a@example.test", forged),
  twoFactorRequired: () => mails.twoFactorRequired("a@example.test", forged, forged),
  passkeysRemovedByReset: () => mails.passkeysRemovedByReset("a@example.test", [forged, forged]),
  accountPasswordChanged: () => mails.accountPasswordChanged("a@example.test"),
  accountEmailChanged: () => mails.accountEmailChanged("a@example.test", forged),
  invoiceIssued: () => mails.invoiceIssued("a@example.test", { agency: forged, attention: forged, number: forged, total: forged, dueDate: forged, po: forged }),
  creditNoteIssued: () => mails.creditNoteIssued("a@example.test", { agency: forged, attention: forged, number: forged, invoiceNumber: forged, total: forged, reason: forged }),
  paymentReceived: () => mails.paymentReceived("a@example.test", { number: forged, client: forged, total: forged, receivedOn: forged }),
  invoiceOverdue: () => mails.invoiceOverdue("a@example.test", { number: forged, client: forged, balance: forged, dueDate: forged }),
};

describe("mail templates", () => {
  it.each(Object.entries(everyMail))("%s: the subject carries no line break", (_, make) => {
    expect(make().subject).not.toMatch(/[\r\n\v\f\u0085\u2028\u2029]/);
  });

  it("flattens a forged package title into one subject line", () => {
    expect(everyMail.packageLink().subject).toBe("Jane Bcc: victim@example.test X: y z: a selection of talent for you");
  });

  it("indents a row value's further lines, so none reads as a row of its own", () => {
    const lines = everyMail.contactAgency().text.split("\n");
    expect(lines).toContain("Subject: Jane");
    expect(lines).toContain("    Bcc: victim@example.test");
    expect(lines.filter((l) => l.startsWith("Bcc:"))).toEqual([]);
  });

  it("greets a package's client once, whether or not the booker's message greets them", () => {
    const link = { clientName: "Claire Dubois", title: "Spring", url: "https://x.test/p/t", expiresOn: "May 1, 2031" };
    const greeted = mails.packageLink("a@example.test", { ...link, message: "Claire, here are four faces for the spring brief." });
    expect(greeted.text).not.toContain("Hello Claire");
    expect(greeted.text).toContain("Claire, here are four faces");
    const plain = mails.packageLink("a@example.test", { ...link, message: "Three options for the lookbook." });
    expect(plain.text.match(/Hello Claire Dubois,/g)).toHaveLength(1);
    expect(opensWithGreeting("Hi Claire! Here they are.", "Claire Dubois")).toBe(true);
    expect(opensWithGreeting("Clairefontaine sent these.", "Claire Dubois")).toBe(false);
  });

  it("lists every reference in the receipt of a request for several talents", () => {
    const mail = mails.inquiryClient("a@example.test", "Jo", [["Ava", "AB12-CD34-EF56"], ["Mia", "0000-1111-2222"]]);
    expect(mail.text).toContain("Ava and Mia");
    expect(mail.text).toContain("Ava: AB12-CD34-EF56");
    expect(mail.text).toContain("Mia: 0000-1111-2222");
  });
});
