import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PackageGone } from "@/components/packages/package-gone";
import { DeferredMorePhotos, DeferredSelectionForm, DeferredVisitBeacon } from "@/components/packages/package-deferred";
import { SelectionProvider, SelectToggle } from "@/components/packages/selection-context";
import { blurOf, blurProps } from "@/lib/domain/image-placeholders";
import { ModelDetails } from "@/components/site/model-details";
import { Picture } from "@/components/site/picture";
import { measurementRows } from "@/lib/domain/measurement-fields";
import { getClientPackage, packageLinkState, type ClientPackageTalent } from "@/lib/services/packages";
import { talentCategoryLabels } from "@/lib/domain/talent-categories";
import { earliestProjectDate } from "@/lib/validation/booking-rules";
import { formatMomentInZone } from "@/lib/domain/zoned-time";
import { getAgencySettings } from "@/lib/services/settings";

type Props = { params: Promise<{ token: string }> };

/** The photos of a talent the page carries: two shown, the rest of these behind "See all"; any more on the profile. */
const PAGE_PHOTOS = 6;

// A private page: never indexed (the header says so too, see proxy.ts), never in the sitemap, never cached.
export const metadata: Metadata = { title: "Your selection", robots: { index: false, follow: false } };

/**
 * A client package (`/p/{token}`): the agency's message, then each talent with photos, measurements (cm / ft-in),
 * the booker's note and a Select toggle, and the form that sends the selection. Unknown: 404. Expired or revoked:
 * "no longer available" (answered with 410 by proxy.ts before this renders).
 */
export default async function PackagePage({ params }: Props) {
  await connection();
  const { token } = await params;
  const state = await packageLinkState(token);
  if (state === "unknown") notFound();
  if (state === "gone") return <PackageGone />;
  const pkg = await getClientPackage(token);
  const names = Object.fromEntries(pkg.talents.map((t) => [t.talent.id, t.talent.stage_name]));
  return (
    <article className="container-page pt-10 pb-24 md:pt-16 md:pb-32">
      <DeferredVisitBeacon token={token} />
      <header className="max-w-3xl">
        <p className="eyebrow text-accent">A selection for {pkg.client_company ?? pkg.client_name}</p>
        <h1 className="mt-4 text-5xl leading-[0.95] md:text-6xl">{pkg.title}</h1>
        {pkg.message && <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-muted-foreground">{pkg.message}</p>}
        <p className="mt-4 text-sm text-muted-foreground">
          Select the talents you would like to book, then send your selection at the end of the page. This link works until{" "}
          {formatMomentInZone(new Date(pkg.expires_at), (await getAgencySettings()).timeZone)}.
        </p>
        {pkg.talents.length > 0 && (
          <a
            href={`/p/${token}/comp-cards.pdf`}
            className="mt-4 inline-flex h-11 items-center text-xs font-medium tracking-[0.16em] uppercase underline underline-offset-4 hover:text-accent"
          >
            All comp cards (PDF)
          </a>
        )}
      </header>
      <SelectionProvider token={token} names={names}>
        {pkg.talents.length === 0 ? (
          <p className="mt-16 text-base text-muted-foreground">The talents of this selection are no longer available. Please contact the agency.</p>
        ) : (
          <ol className="mt-16 flex flex-col gap-20">
            {pkg.talents.map((entry, i) => (
              <li key={entry.talent.id}>
                <TalentCard entry={entry} token={token} first={i === 0} />
              </li>
            ))}
          </ol>
        )}
        <div className="mt-20">
          <DeferredSelectionForm serverTomorrow={earliestProjectDate()} />
        </div>
      </SelectionProvider>
    </article>
  );
}

function TalentCard({ entry, token, first }: { entry: ClientPackageTalent; token: string; first: boolean }) {
  const { talent, note, photos } = entry;
  const rows = measurementRows(talent);
  const photo = (index: number, priority = false) => {
    const p = photos[index];
    return (
      <div className="relative aspect-[4/5] overflow-hidden bg-muted">
        <Picture
          src={p.file_url}
          alt={`${talent.stage_name}, photo ${index + 1} of ${photos.length}`}
          fill
          priority={priority}
          sizes="(min-width: 1024px) 28vw, (min-width: 768px) 45vw, 90vw"
          className="object-cover"
          {...blurProps(p.blur_data_url ?? blurOf(p.file_url))}
        />
      </div>
    );
  };
  const headingId = `talent-${talent.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-8 lg:grid-cols-12 lg:gap-12" data-testid="package-talent-card">
      <div className="lg:col-span-7">
        {photos.length > 0 ? (
          <>
            <div className="grid grid-cols-2 gap-3">
              {photo(0, first)}
              {photos.length > 1 && photo(1)}
            </div>
            {photos.length > 2 && (
              <DeferredMorePhotos token={token} talentId={talent.id} name={talent.stage_name} count={photos.length}>
                {/* At most PAGE_PHOTOS in the page (issue 38: 20 talents of 20 photos made it 756 KB); the rest on the profile. */}
                <div className="mt-3 grid grid-cols-2 gap-3">
                  {photos.slice(2, PAGE_PHOTOS).map((p, i) => (
                    <div key={p.id}>{photo(i + 2)}</div>
                  ))}
                </div>
                {photos.length > PAGE_PHOTOS && (
                  <a href={`/talent/${talent.id}`} className="mt-3 inline-flex h-11 items-center text-xs font-medium tracking-[0.16em] uppercase underline underline-offset-4 hover:text-accent">
                    All {photos.length} photos on the profile<span className="sr-only"> of {talent.stage_name}</span>
                  </a>
                )}
              </DeferredMorePhotos>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No photos yet.</p>
        )}
      </div>
      <div className="lg:col-span-5">
        <p className="eyebrow text-accent">{talent.category ? talentCategoryLabels[talent.category] : "Talent"}</p>
        <h2 id={headingId} className="mt-3 text-4xl leading-[0.95] md:text-5xl">
          {talent.stage_name}
        </h2>
        {note && (
          <blockquote className="mt-6 border-l-2 border-accent pl-4 text-base leading-relaxed">
            <p className="sr-only">Note from the agency:</p>
            {note}
          </blockquote>
        )}
        <div className="mt-8">
          <ModelDetails rows={rows} />
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <SelectToggle talentId={talent.id} name={talent.stage_name} />
          <a href={`/talent/${talent.id}/comp-card.pdf`} className="inline-flex h-11 items-center text-xs font-medium tracking-[0.16em] uppercase underline underline-offset-4 hover:text-accent">
            Comp card (PDF)<span className="sr-only"> of {talent.stage_name}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
