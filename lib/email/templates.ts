import { AGENCY_NAME } from "@/lib/domain/brand";
import { flattenLines } from "@/lib/domain/one-line";
import type { MailMessage } from "./types";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * One layout for every mail: a plain, readable HTML body and the same words as text. `footer` replaces the line that
 * says the mail was sent automatically (a job mail signs with its booker instead); `replyTo` routes the answer.
 */
export function compose(
  template: string,
  to: string,
  subject: string,
  paragraphs: string[],
  extra?: { code?: string; rows?: [string, string][]; links?: [label: string, url: string][]; footer?: string[]; replyTo?: string | null },
): MailMessage {
  const footer = extra?.footer ?? [`${AGENCY_NAME} · This message was sent automatically.`];
  const rows = extra?.rows ?? [];
  const links = extra?.links ?? [];
  const html = `<!doctype html><html><body style="margin:0;background:#f6f5f3;font-family:Helvetica,Arial,sans-serif;color:#111">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;padding:32px">
<tr><td style="font-family:Georgia,serif;font-size:22px;letter-spacing:.12em;text-transform:uppercase;padding-bottom:24px">${AGENCY_NAME}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:14px">${escapeHtml(p)}</td></tr>`).join("")}
${extra?.code ? `<tr><td style="font-size:32px;letter-spacing:.3em;font-weight:bold;padding:8px 0 20px">${escapeHtml(extra.code)}</td></tr>` : ""}
${links.map(([label, url]) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:14px"><a href="${escapeHtml(url)}" style="color:#111">${escapeHtml(label)}</a></td></tr>`).join("")}
${rows.length ? `<tr><td><table role="presentation" cellpadding="4" style="font-size:14px">${rows.map(([k, v]) => `<tr><td style="color:#666;vertical-align:top">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`).join("")}</table></td></tr>` : ""}
<tr><td style="font-size:12px;color:#777;padding-top:24px">${footer.map(escapeHtml).join("<br>")}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    AGENCY_NAME,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(extra?.code ? [extra.code, ""] : []),
    ...links.flatMap(([label, url]) => [`${label}: ${url}`, ""]),
    // A value's further lines (a message) are indented, so none can pass for a row of its own ("Email: ...").
    ...rows.map(([k, v]) => `${flattenLines(k)}: ${v.split(/\r\n?|\n/).join("\n    ")}`),
    ...(extra?.footer ? ["", "--", ...extra.footer] : []),
  ].join("\n");
  // The subject is a header: a line break in it (a title or a name that slipped through) would start another one.
  const replyTo = extra?.replyTo ? { replyTo: flattenLines(extra.replyTo).toLowerCase() } : {};
  return { template, to: to.toLowerCase(), subject: flattenLines(subject), html, text, ...replyTo };
}

/** Whether a message written to `name` starts by greeting them: a salutation, or their first name and a comma. */
export function opensWithGreeting(message: string, name: string): boolean {
  const opening = message.trimStart().toLowerCase();
  const firstName = name.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  if (/^(hello|hi|hey|dear|good (morning|afternoon|evening)|bonjour)\b/.test(opening)) return true;
  return firstName.length > 0 && opening.startsWith(firstName) && /^[,!]/.test(opening.slice(firstName.length));
}

/** "A", "A and B", "A, B and C". */
function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export const mails = {
  registrationReceived: (to: string, name: string) =>
    compose("registration-received", to, "We received your application", [
      `Hello ${name},`,
      "Thank you for applying to join our agency. Your profile is now under review by our team.",
      "If you are approved you will receive a confirmation email within 48 hours. Please check your spam folder too.",
    ]),

  guardianConsent: (to: string, guardianName: string, applicantName: string, link: string) =>
    compose(
      "guardian-consent",
      to,
      "Please confirm your consent for an application",
      [
        `Hello ${guardianName},`,
        `${applicantName} has applied to join our agency and named you as their parent or guardian. Because they are under 18, we need your own consent before their profile can appear on our website.`,
        "The link below shows what you are agreeing to and lets you confirm. It works once and expires in 14 days.",
        "If you did not agree to this, do nothing: the profile will not be published. You can reply to this email to withdraw the application.",
      ],
      { links: [["Review and confirm consent", link]] },
    ),

  registrationAttempted: (to: string, name: string, links: { signIn: string; resetPassword: string }) =>
    compose(
      "registration-attempted",
      to,
      "Someone tried to register with your address",
      [
        `Hello ${name},`,
        "Someone just tried to apply to our agency with this email address. It already belongs to your account, so no new account was created and nothing in your account was changed.",
        "If it was you, there is no need to apply again: sign in instead, and if you have forgotten your password, reset it.",
        "If it was not you, you can ignore this email.",
      ],
      { links: [["Sign in", links.signIn], ["Reset your password", links.resetPassword]] },
    ),

  applicationApproved: (to: string, name: string, signInUrl: string) =>
    compose(
      "application-approved",
      to,
      "Your application has been approved",
      [
        `Hello ${name},`,
        "Good news: your application has been approved. You can now sign in to your dashboard to complete your profile and manage your portfolio.",
      ],
      { links: [["Sign in to your dashboard", signInUrl]] },
    ),

  applicationDeclined: (to: string, name: string) =>
    compose("application-declined", to, "About your application", [
      `Hello ${name},`,
      "Thank you for your interest in our agency. After careful review we are unable to offer representation at this time.",
      "You are welcome to apply again in the future.",
    ]),

  resetCode: (to: string, code: string) =>
    compose(
      "reset-code",
      to,
      "Your password reset code",
      ["Use this code to reset your password. It is valid for 10 minutes.", "If you did not ask for it, you can ignore this email."],
      { code },
    ),

  passwordChanged: (to: string) =>
    compose("password-changed", to, "Your password was changed", [
      "The password of your account was just changed with a reset code, and every device signed in to your account was signed out.",
      "If this was you, there is nothing more to do. If it was not, reset your password again from the sign-in page and reply to this email so we can help.",
    ]),

  /** Issue 29: a staff member signed in from a browser and an address none of their earlier sessions had. */
  newSignIn: (to: string, s: { name: string; device: string; address: string; when: string; sessionsUrl: string }) =>
    compose(
      "new-sign-in",
      to,
      "New sign-in to your account",
      [
        `Hello ${s.name},`,
        "Your account was just signed in to from a browser and an address we have not seen it use before.",
        "If this was you, there is nothing to do. If it was not, sign that session out from your account page and reset your password from the sign-in page.",
      ],
      {
        rows: [
          ["Device", s.device],
          ["Address", s.address],
          ["When", s.when],
        ],
        links: [["Review your sessions", s.sessionsUrl]],
      },
    ),

  /** A second factor was added to a staff account (issue 29): the owner hears of it, so one they did not add is noticed. */
  factorAdded: (to: string, factor: string, accountUrl: string) =>
    compose(
      "factor-added",
      to,
      "Two-factor sign-in was turned on",
      [
        `${factor} was just added to your account as a second step when you sign in. From now on, signing in asks for it after your password.`,
        "If this was you, there is nothing more to do. If it was not, reset your password at once and tell an administrator.",
      ],
      { links: [["Your account", accountUrl]] },
    ),

  /** A recovery code signed a staff member in (issue 29): each use is told, with how many are left. */
  recoveryCodeUsed: (to: string, left: number, accountUrl: string) =>
    compose(
      "recovery-code-used",
      to,
      "A recovery code was used to sign in",
      [
        `One of your recovery codes was just used to sign in to your account instead of a code from your authenticator app. ${left === 1 ? "1 code is" : `${left} codes are`} left.`,
        "If this was you, there is nothing more to do; when few are left, turn two-factor sign-in off and on again from your account for ten new ones. If it was not, reset your password at once and tell an administrator.",
      ],
      { links: [["Your account", accountUrl]] },
    ),

  /** New recovery codes replaced the old ones (issue 29). */
  recoveryCodesReplaced: (to: string, accountUrl: string) =>
    compose(
      "recovery-codes-replaced",
      to,
      "New recovery codes were made",
      [
        "Ten new recovery codes were just made for your account; the earlier ones no longer work.",
        "If this was you, keep the new ones somewhere safe. If it was not, reset your password at once and tell an administrator.",
      ],
      { links: [["Your account", accountUrl]] },
    ),

  /** A second factor was removed from a staff account. */
  factorRemoved: (to: string, factor: string, accountUrl: string) =>
    compose(
      "factor-removed",
      to,
      "Two-factor sign-in was turned off",
      [
        `${factor} was just removed from your account: signing in no longer asks for it.`,
        "If this was you, there is nothing more to do. If it was not, reset your password at once and tell an administrator.",
      ],
      { links: [["Your account", accountUrl]] },
    ),

  /** Issue 35: an admin turned on "Require two-factor sign-in for all staff" and this staff member has no factor. */
  twoFactorRequired: (to: string, name: string, accountUrl: string) =>
    compose(
      "two-factor-required",
      to,
      "Set up two-factor sign-in for the admin",
      [
        `Hello ${name},`,
        "An administrator now requires two-factor sign-in for all staff. Your account has no second factor yet, so after your password the admin will open your account page, where you add an authenticator app or a passkey. The rest of the admin opens once it is set up.",
      ],
      { links: [["Your account", accountUrl]] },
    ),

  /** Issue 35: a password reset removed the account's passkeys (a passkey signs in without the password). */
  passkeysRemovedByReset: (to: string, names: string[]) =>
    compose("passkeys-removed-by-reset", to, "Your passkeys were removed", [
      `Your password was just reset, so the passkeys on your account were removed: ${names.map((n) => `"${n}"`).join(", ")}. A passkey signs in without the password, and a reset is how an account is taken back.`,
      "If this was you, sign in with your new password and add your passkeys again from your account page. If it was not, reset your password again and reply to this email so we can help.",
    ]),

  /** Issue 35: the owner changed their password from the account page (with the current one). */
  accountPasswordChanged: (to: string) =>
    compose("account-password-changed", to, "Your password was changed", [
      "The password of your account was just changed from your account page. Your other devices were signed out.",
      "If this was you, there is nothing more to do. If it was not, reset your password from the sign-in page at once and reply to this email so we can help.",
    ]),

  /** Issue 35: the sign-in email changed; the old address hears of it (and the new one, so it knows it works). */
  accountEmailChanged: (to: string, newEmail: string) =>
    compose("account-email-changed", to, "Your sign-in email was changed", [
      `The email you sign in with was just changed to ${newEmail}.`,
      "If this was you, there is nothing more to do. If it was not, reply to this email at once so we can help.",
    ]),

  passkeyAdded: (to: string, passkeyName: string) =>
    compose("passkey-added", to, "A passkey was added to your account", [
      `A passkey named "${passkeyName}" was just added to your account. It can now sign you in without your password.`,
      "If this was you, there is nothing more to do. If it was not, sign in, remove the passkey from your account's Passkeys section, change your password and reply to this email so we can help.",
    ]),

  passkeyRemoved: (to: string, passkeyName: string) =>
    compose("passkey-removed", to, "A passkey was removed from your account", [
      `The passkey named "${passkeyName}" was just removed from your account and can no longer sign you in.`,
      "If this was you, there is nothing more to do. If it was not, change your password and reply to this email so we can help.",
    ]),

  bookingAgency: (to: string, details: [string, string][]) =>
    compose("booking-agency", to, "New booking request", ["A new booking request has arrived."], { rows: details }),

  bookingClient: (to: string, clientName: string, talentName: string, reference?: string) =>
    compose("booking-client", to, "We received your booking request", [
      `Hello ${clientName},`,
      `Thank you for your booking request for ${talentName}. We'll review your request and contact you within 24 hours.`,
      ...(reference ? [`Your reference is ${reference}. Quote it if you write or call us about this request.`] : []),
    ]),

  /** The receipt of a request for several talents (a shortlist, a package selection): each talent with its reference. */
  inquiryClient: (to: string, clientName: string, references: [talentName: string, reference: string][]) =>
    compose(
      "inquiry-client",
      to,
      "We received your booking request",
      [
        `Hello ${clientName},`,
        `Thank you for your booking request for ${listNames(references.map(([name]) => name))}. We'll review your request and contact you within 24 hours.`,
        references.length === 1
          ? "Your reference is below. Quote it if you write or call us about this request."
          : "Your references are below, one per talent. Quote them if you write or call us about this request.",
      ],
      { rows: references },
    ),

  contactAgency: (to: string, details: [string, string][]) =>
    compose("contact-agency", to, "New contact message", ["A new message was sent from the contact form."], { rows: details }),

  packageLink: (to: string, p: { clientName: string; title: string; message: string; url: string; expiresOn: string }) =>
    compose(
      "package-link",
      to,
      `${p.title}: a selection of talent for you`,
      [
        // The booker's message usually opens with its own greeting ("Claire, here are..."): then it is the only one.
        ...(opensWithGreeting(p.message, p.clientName) ? [] : [`Hello ${p.clientName},`]),
        ...(p.message ? [p.message] : []),
        `We have put together a selection of talent for you. Open it, look through the portfolios, and select the talents you would like to book. The link works until ${p.expiresOn}.`,
        `View the selection: ${p.url}`,
      ],
    ),
  // The mails of a job's line to its client and its talent (issue 39) are one family of their own: `./job-mails.ts`.

  /** Issue 41: an issued invoice, to the billing contact (else the company's billing address). */
  invoiceIssued: (to: string, i: { agency: string; attention: string | null; number: string; total: string; dueDate: string; po: string | null }) =>
    compose(
      "invoice-issued",
      to,
      `Invoice ${i.number} from ${i.agency}`,
      [
        i.attention ? `Hello ${i.attention},` : "Hello,",
        `${i.agency} has issued invoice ${i.number}. Its details are below; reply to this e-mail for a copy of the invoice document.`,
        `Please pay ${i.total} by ${i.dueDate}, quoting the invoice number.`,
      ],
      { rows: [["Invoice", i.number], ["Total", i.total], ["Due date", i.dueDate], ...(i.po ? [["PO number", i.po] as [string, string]] : [])] },
    ),

  /** Issue 41: a credit note, to the same address as its invoice. */
  creditNoteIssued: (to: string, c: { agency: string; attention: string | null; number: string; invoiceNumber: string; total: string; reason: string }) =>
    compose(
      "credit-note-issued",
      to,
      `Credit note ${c.number} for invoice ${c.invoiceNumber}`,
      [c.attention ? `Hello ${c.attention},` : "Hello,", `${c.agency} has issued credit note ${c.number}, which corrects invoice ${c.invoiceNumber}.`],
      { rows: [["Credit note", c.number], ["Corrects invoice", c.invoiceNumber], ["Amount", c.total], ["Reason", c.reason]] },
    ),

  /** Issue 41: to the job's booker (internal) when an invoice is paid in full. */
  paymentReceived: (to: string, p: { number: string; client: string; total: string; receivedOn: string }) =>
    compose("payment-received", to, `Invoice ${p.number} is paid`, [`${p.client} has paid invoice ${p.number} in full. The talents' earnings on it are now payable.`], {
      rows: [["Invoice", p.number], ["Total", p.total], ["Received on", p.receivedOn]],
    }),

  /** Issue 41: the day after an unpaid invoice's due date, to the job's booker (internal). */
  invoiceOverdue: (to: string, o: { number: string; client: string; balance: string; dueDate: string }) =>
    compose("invoice-overdue", to, `Invoice ${o.number} is overdue`, [`Invoice ${o.number} to ${o.client} was due on ${o.dueDate} and is not paid yet.`], {
      rows: [["Invoice", o.number], ["Open balance", o.balance], ["Due date", o.dueDate]],
    }),
};
