import { describe, expect, it } from "vitest";
import { jobMails } from "./job-mails";
import { jobMailSamples } from "./job-mail-samples";

describe("the job mails (issue 39)", () => {
  it.each(jobMailSamples().map((s) => [`${s.audience}: ${s.name}`, s.mail] as const))("%s: one subject line, both bodies, Reply-To the booker", (_, mail) => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo ?? "nora@agency.example").toBe("nora@agency.example");
    expect(mail.text.length).toBeGreaterThan(100);
    expect(mail.html).toContain("<!doctype html>");
  });

  it("names the request's and the job's references, the talent, date, call time, place and the booker in every client mail", () => {
    for (const s of jobMailSamples().filter((x) => x.audience === "Client")) {
      for (const part of ["9373-6B1C-9E23", "3496-39AE", "Talent: Sienna", "Date: Friday, December 11, 2026", "Call time: 7:00 PM EST", "Place: Studio 4", "Nora Booker", "+1 212 555 0101"]) {
        expect(s.mail.text, `${s.name}: ${part}`).toContain(part);
      }
      expect(s.mail.text).not.toContain("sent automatically");
    }
  });

  it("never calls a confirmed booking's cancellation a released option, and names the terms", () => {
    const [cancelled] = jobMailSamples().filter((s) => s.name.startsWith("Confirmed booking cancelled"));
    expect(cancelled.mail.subject).toMatch(/^Booking cancelled: /);
    expect(cancelled.mail.text).toContain("Our cancellation terms apply: Confirmed bookings cancelled less than 48 hours");
  });

  it("keeps a forged name on one subject line and escapes it in the HTML", () => {
    const forged = "Jane\r\nBcc: victim@example.test <script>";
    const facts = {
      clientName: forged, talentName: forged, jobTitle: forged, jobReference: "1", requestReference: null, date: "d", callTime: "c", when: "w", place: forged,
      booker: { name: forged, email: "b@x.test", phone: null }, agencyAddress: "",
    };
    const mail = jobMails.clientLine("a@x.test", { kind: "confirmed" }, facts);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain("<script>");
    expect(jobMails.talentLine("t@x.test", { kind: "confirmed" }, { ...facts, client: forged }).subject).not.toMatch(/[\r\n]/);
  });
});
