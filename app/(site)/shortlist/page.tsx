import type { Metadata } from "next";
import Link from "next/link";
import { DeferredShortlistForm, DeferredShortlistRemove, DeferredShortlistSync } from "@/components/site/shortlist-deferred";
import { TalentCard } from "@/components/site/talent-card";
import { toCardView } from "@/lib/site/card-view";
import { buttonClassName } from "@/components/ui/button";
import { parseShortlistIds } from "@/lib/domain/shortlist";
import { listTalentCardsByIds } from "@/lib/services/talents";
import { earliestProjectDate } from "@/lib/validation/booking-rules";
import { listingPathOf } from "@/lib/domain/talent-categories";

export const metadata: Metadata = {
  title: "Your shortlist",
  // One visitor's own list, addressed by the ids in its URL: nothing for a search engine.
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ ids?: string | string[] }> };

/**
 * The visitor's shortlist, rendered on the server from the ids in the URL (`?ids=3,8,12`, at most 50), so it shows
 * before any script runs; hidden or removed talents are left out. Each can be removed, and the form sends them all.
 */
export default async function ShortlistPage({ searchParams }: Props) {
  const { ids: raw } = await searchParams;
  const ids = parseShortlistIds(typeof raw === "string" ? raw : null);
  const talents = await listTalentCardsByIds(ids);
  const shown = talents.map((t) => t.id);

  return (
    <div className="container-page pt-8 pb-24 md:pt-12 md:pb-32">
      <DeferredShortlistSync shown={shown} fromUrl={typeof raw === "string"} />
      <p className="eyebrow text-accent">Shortlist</p>
      <h1 id="shortlist-heading" tabIndex={-1} className="mt-3 text-5xl leading-[0.95] focus:outline-none md:text-6xl">
        Your shortlist
      </h1>
      {talents.length === 0 ? (
        <div className="mt-8 max-w-xl">
          <p className="text-base leading-relaxed text-muted-foreground">
            Your shortlist is empty. Tap the heart on a talent in the listings or on a profile to add them here, then send them to us as one
            inquiry.
          </p>
          <Link href={listingPathOf("female")} className={buttonClassName({ size: "xl", className: "mt-8" })}>
            Browse talent
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-4 text-base text-muted-foreground">
            {talents.length} {talents.length === 1 ? "talent" : "talents"}, kept in this browser.
          </p>
          <ul aria-label="Shortlisted talents" className="mt-8 grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 md:gap-x-4 lg:grid-cols-5">
            {talents.map((talent) => (
              <li key={talent.id}>
                <TalentCard card={toCardView(talent)} />
                <DeferredShortlistRemove id={talent.id} name={talent.stage_name} />
              </li>
            ))}
          </ul>
          <section className="mt-16 max-w-3xl border-t border-border pt-10">
            <DeferredShortlistForm ids={shown} serverTomorrow={earliestProjectDate()} />
          </section>
        </>
      )}
    </div>
  );
}
