import type { Metadata } from "next";
import { connection } from "next/server";
import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { GuardianConfirm } from "@/components/site/guardian-confirm";
import { formatLongDate } from "@/lib/domain/dates";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { readGuardianLink } from "@/lib/services/talents";

// A private link: never indexed, never cached (it changes when the guardian confirms).
export const metadata: Metadata = { title: "Parental consent", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

const consentTo = [
  "We represent them as a talent of the agency, and put forward their profile to clients for bookings.",
  "Their profile on our website shows their stage name, photos, measurements and a short bio, once our team publishes it. It never shows where they live or their exact age.",
  "Booking enquiries for them come to the agency; we involve you before any booking is confirmed.",
  "You can withdraw your consent at any time by replying to our email: their profile is then taken off the site.",
];

/**
 * The page a minor's parent or guardian opens from their mail (issue 26): who the talent is, what the consent
 * covers, one button. The link works once, for 14 days; the time and the address of the confirmation are recorded.
 */
export default async function GuardianConsentPage({ params }: Props) {
  await connection();
  const { token } = await params;
  const link = await readGuardianLink(token);

  return (
    <div className="container-page flex justify-center py-16 md:py-24">
      <div className="w-full max-w-2xl">
        {link.state === "open" && (
          <>
            <ShieldCheck aria-hidden="true" className="size-10 text-accent" strokeWidth={1.25} />
            <p className="eyebrow mt-6 text-accent">Parental consent</p>
            <h1 className="mt-4 text-4xl leading-tight md:text-5xl">{link.talent_name} has applied to {AGENCY_NAME}</h1>
            <p className="mt-5 text-base leading-relaxed text-muted-foreground md:text-lg">
              Hello {link.guardian_name}. {link.talent_name} named you as their parent or guardian. Because they are under 18,
              we need your own consent before their profile can appear on our website.
            </p>
            <h2 className="mt-10 text-3xl">What you consent to</h2>
            <ul className="mt-4 flex flex-col gap-3 text-base leading-relaxed">
              {consentTo.map((line) => (
                <li key={line} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
                  {line}
                </li>
              ))}
            </ul>
            <GuardianConfirm token={token} />
            <p className="mt-4 text-sm text-muted-foreground">
              This link works once and expires on {formatLongDate(new Date(link.expires_at))}. We record the time and the
              internet address of your confirmation. If you do not agree, simply close this page.
            </p>
          </>
        )}
        {link.state === "confirmed" && (
          <>
            <CheckCircle2 aria-hidden="true" className="size-10 text-accent" strokeWidth={1.25} />
            <p className="eyebrow mt-6 text-accent">Consent confirmed</p>
            <h1 className="mt-4 text-4xl leading-tight md:text-5xl">Thank you</h1>
            <p className="mt-5 text-base leading-relaxed text-muted-foreground md:text-lg">
              Your consent for {link.talent_name} was recorded on {formatLongDate(new Date(link.consented_at))}. There is
              nothing more to do; this link no longer works.
            </p>
          </>
        )}
        {(link.state === "expired" || link.state === "unknown") && (
          <>
            <Clock aria-hidden="true" className="size-10 text-accent" strokeWidth={1.25} />
            <h1 className="mt-6 text-4xl leading-tight md:text-5xl">
              {link.state === "expired" ? "This link has expired" : "This link is not valid"}
            </h1>
            <p className="mt-5 text-base leading-relaxed text-muted-foreground md:text-lg">
              Consent links work once and for 14 days. Please reply to our email and we will send you a new one.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
