import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CheckCircle2 } from "lucide-react";
import { buttonClassName } from "@/components/ui/button";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { getBookingConfirmation } from "@/lib/services/jobs";
import { formatLongDate } from "@/lib/domain/dates";
import { FactList } from "@/components/site/fact-list";
import { NextSteps } from "@/components/site/next-steps";

export const metadata: Metadata = {
  title: "Booking request received",
  // One page per request, opened by its reference: nothing for a search engine.
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ ref?: string | string[] }> };

const nextSteps = [
  { title: "We'll contact you within 24 hours", text: "A booker reads your request and replies by email or phone." },
  { title: "Availability and terms", text: "We confirm the talent's availability, the fee and the usage with you." },
  { title: "Confirmation", text: "Once you agree, the booking is confirmed in writing." },
];

/**
 * Where a booking request ends: what was sent (talent, date, budget), its reference (also in the client's receipt)
 * and what happens next. Opened by the unguessable reference alone; it shows none of the client's contact details.
 */
export default async function BookingConfirmedPage({ searchParams }: Props) {
  const { ref } = await searchParams;
  const booking = typeof ref === "string" ? await getBookingConfirmation(ref) : null;
  if (!booking) notFound();
  const reference = formatBookingReference(booking.reference);
  const rows: [string, React.ReactNode][] = [
    ["Talent", <Link key="t" href={`/talent/${booking.talentId}`} className="underline-offset-4 hover:text-accent hover:underline">{booking.talentName}</Link>],
    ["Purpose", booking.purpose],
    ["Preferred date", booking.projectDate ? formatLongDate(booking.projectDate) : "Flexible"],
    ["Budget", booking.budget],
  ];

  return (
    <div className="container-page flex justify-center py-16 md:py-24">
      <div className="w-full max-w-2xl">
        <CheckCircle2 aria-hidden="true" className="size-10 text-accent" strokeWidth={1.25} />
        <p className="eyebrow mt-6 text-accent">Booking Request Submitted</p>
        <h1 className="mt-4 text-4xl leading-tight md:text-5xl">Thank you, we have your request</h1>
        <p className="mt-5 text-base leading-relaxed text-muted-foreground md:text-lg">
          We&apos;ll contact you within 24 hours. A copy of this request and its reference are in your inbox.
        </p>

        <section aria-labelledby="booking-reference" className="mt-10 border border-border p-6">
          <h2 id="booking-reference" className="eyebrow text-muted-foreground">
            Reference
          </h2>
          <p className="mt-2 font-mono text-2xl tracking-widest" data-testid="booking-reference">
            {reference}
          </p>
          <FactList rows={rows} className="mt-6" />
        </section>

        <NextSteps steps={nextSteps} />

        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Link href="/" className={buttonClassName({ size: "xl" })}>
            Back to the home page
          </Link>
          <Link href={`/talent/${booking.talentId}`} className={buttonClassName({ variant: "outline", size: "xl" })}>
            Back to {booking.talentName}
          </Link>
        </div>
      </div>
    </div>
  );
}
