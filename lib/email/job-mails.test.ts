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

  it("names both talents when a line goes to another talent, and the old time only when it changed", () => {
    const [option, booking] = jobMailSamples().filter((s) => s.name.startsWith("Talent changed"));
    expect(option.mail.subject).toBe("Talent changed: Sienna instead of Mara K., Friday, December 11, 2026 · Job 3496-39AE (your request 9373-6B1C-9E23)");
    expect(option.mail.text).toContain("Sienna takes the place of Mara K. on Friday, December 11, 2026, 7:00 PM – 11:00 PM EST at Studio 4");
    expect(option.mail.text).toContain("Sienna is on 1st option for you: the time is held until Monday, December 7, 2026, 9:00 AM EST.");
    expect(option.mail.text).not.toContain("It was");
    expect(booking.mail.text).toContain("It was Mara K. on Thursday, December 10, 2026, 7:00 PM – 11:00 PM EST.");
    expect(booking.mail.text).toContain("The booking is confirmed with Sienna.");
    const [released] = jobMailSamples().filter((s) => s.audience === "Talent" && s.name.startsWith("Option released"));
    expect(released.mail.subject).toBe("Option released: Maison Ciel, Friday, December 11, 2026");
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
    const reassigned = jobMails.clientLine("a@x.test", { kind: "reassigned", previousTalent: forged, previous: null, confirmed: true, rank: null, expires: null }, facts);
    expect(reassigned.subject).not.toMatch(/[\r\n]/);
    expect(reassigned.html).not.toContain("<script>");
  });
});
