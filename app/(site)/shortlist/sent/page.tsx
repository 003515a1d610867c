import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CheckCircle2 } from "lucide-react";
import { buttonClassName } from "@/components/ui/button";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { SHORTLIST_MAX } from "@/lib/domain/shortlist";
import { getBookingConfirmation } from "@/lib/services/jobs";
import { formatLongDate } from "@/lib/domain/dates";
import { FactList } from "@/components/site/fact-list";

export const metadata: Metadata = {
  title: "Inquiry received",
  // Opened by the requests' references: nothing for a search engine.
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ refs?: string | string[] }> };

/**
 * Where a shortlist inquiry ends, as `/booking/confirmed` for one booking: each talent with its request's reference,
 * the project, and what happens next. Opened by the unguessable references alone; no contact details shown.
 */
export default async function ShortlistSentPage({ searchParams }: Props) {
  const { refs } = await searchParams;
  const references = typeof refs === "string" ? [...new Set(refs.split(","))].slice(0, SHORTLIST_MAX) : [];
  const found = (await Promise.all(references.map((ref) => getBookingConfirmation(ref)))).filter((b) => b !== null);
  if (!found.length) notFound();
  const first = found[0];
  const project: [string, string][] = [
    ["Purpose", first.purpose],
    ["Preferred date", first.projectDate ? formatLongDate(first.projectDate) : "Flexible"],
    ["Budget", first.budget],
  ];

  return (
    <div className="container-page flex justify-center py-16 md:py-24">
      <div className="w-full max-w-2xl">
        <CheckCircle2 aria-hidden="true" className="size-10 text-accent" strokeWidth={1.25} />
        <p className="eyebrow mt-6 text-accent">Inquiry Submitted</p>
        <h1 className="mt-4 text-4xl leading-tight md:text-5xl">Thank you, we have your shortlist</h1>
        <p className="mt-5 text-base leading-relaxed text-muted-foreground md:text-lg">
          We&apos;ll contact you within 24 hours about {found.length === 1 ? "this talent" : `these ${found.length} talents`}. A copy and the
          references are in your inbox; your shortlist in this browser has been cleared.
        </p>

        <section aria-labelledby="shortlist-references" className="mt-10 border border-border p-6">
          <h2 id="shortlist-references" className="eyebrow text-muted-foreground">
            References
          </h2>
          <ul className="mt-4 flex flex-col divide-y divide-border">
            {found.map((b) => (
              <li key={b.reference} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3">
                <Link href={`/talent/${b.talentId}`} className="font-medium underline-offset-4 hover:text-accent hover:underline">
                  {b.talentName}
                </Link>
                <span className="font-mono text-lg tracking-widest" data-testid="booking-reference">
                  {formatBookingReference(b.reference)}
                </span>
              </li>
            ))}
          </ul>
          <FactList rows={project} className="mt-4" />
        </section>

        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Link href="/" className={buttonClassName({ size: "xl" })}>
            Back to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
