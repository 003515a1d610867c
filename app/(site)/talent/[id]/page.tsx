import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/page-metadata";
import Link from "next/link";
import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/not-found-metadata";
import { ArrowLeft, ArrowRight, FileDown } from "lucide-react";
import { JsonLd } from "@/components/site/json-ld";
import { ModelDetails } from "@/components/site/model-details";
import { Book } from "@/components/site/book";
import { siteSetting } from "@/lib/site/site-settings";
import { absoluteUrl } from "@/lib/absolute-url";
import { ShortlistHeart } from "@/components/site/shortlist-heart";
import { SocialStats } from "@/components/site/social-stats";
import { profileMeasurements } from "@/lib/domain/measurement-fields";
import { buttonClassName } from "@/components/ui/button";
import { refreshFollowerCountsLater } from "@/lib/services/talents";
import { getPublicTalent, portfolioOf, type PublicTalentProfile } from "@/lib/services/talents";
import { listingPathOf, talentCategoryLabels } from "@/lib/domain/talent-categories";

// Rendered on first request, then served from the full-route cache until talents or talent:{id} is revalidated.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string }> };

/** The public profile, or null: hidden, pending, declined and unknown talent all get the same 404 page. */
async function findTalent(params: Props["params"]): Promise<PublicTalentProfile | null> {
  const { id } = await params;
  return /^\d{1,9}$/.test(id) ? await getPublicTalent(Number(id)) : null;
}

const roleOf = (talent: PublicTalentProfile) => (talent.category ? talentCategoryLabels[talent.category] : "Talent");

function describe(talent: PublicTalentProfile): string {
  if (talent.bio) return talent.bio.length > 155 ? `${talent.bio.slice(0, 152).trimEnd()}…` : talent.bio;
  const bits = [talent.height && `Height ${talent.height}`, talent.hair_color && `${talent.hair_color} hair`, talent.eye_color && `${talent.eye_color} eyes`];
  return `${talent.stage_name}, ${roleOf(talent).toLowerCase()}. ${bits.filter(Boolean).join(", ")}. Portfolio and booking.`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const talent = await findTalent(params);
  if (!talent) return notFoundMetadata;
  const image = portfolioOf(talent)[0];
  const title = `${talent.stage_name} — ${roleOf(talent)}`;
  return pageMetadata({
    title,
    description: describe(talent),
    path: `/talent/${talent.id}`,
    type: "profile",
    images: image ? [{ url: image.file_url, width: image.width ?? undefined, height: image.height ?? undefined, alt: talent.stage_name }] : undefined,
  });
}

export default async function TalentPage({ params }: Props) {
  const talent = await findTalent(params);
  if (!talent) notFound();
  // The page is rendered at most hourly (then served from the cache): a good moment to read day-old counts again.
  if (talent.social_media.length) refreshFollowerCountsLater(talent.id);
  const brand = await siteSetting("logo-icon");
  const photos = portfolioOf(talent);
  const rows = profileMeasurements(talent);
  const sameAs = talent.social_media.map((s) => s.url).filter((u): u is string => !!u && /^https?:\/\//.test(u));

  return (
    <article className="pt-2 pb-24 md:pt-4 md:pb-32">
      <JsonLd
        data={{
          "@type": "Person",
          name: talent.stage_name,
          url: absoluteUrl(`/talent/${talent.id}`),
          image: photos[0] ? absoluteUrl(photos[0].file_url) : undefined,
          jobTitle: roleOf(talent),
          description: talent.bio ?? undefined,
          height: talent.height_cm ? { "@type": "QuantitativeValue", value: talent.height_cm, unitCode: "CMT" } : undefined,
          worksFor: { "@type": "Organization", name: brand.companyName, url: absoluteUrl("/") },
          sameAs: sameAs.length ? sameAs : undefined,
        }}
      />
      <div className="container-page">
        <Link
          href={listingPathOf(talent.category)}
          className="inline-flex h-11 items-center gap-2 text-xs font-medium tracking-[0.24em] uppercase transition-colors hover:text-accent"
        >
          <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Back to Models
        </Link>
      </div>

      {/* The name before the book, which is nearly the window's height: after it, the name sat below the fold. */}
      <header className="container-page mt-2 mb-6 md:mb-8">
        <p className="eyebrow text-accent">{roleOf(talent)}</p>
        <h1 className="mt-3 text-5xl leading-[0.95] md:text-6xl">{talent.stage_name}</h1>
      </header>

      <Book name={talent.stage_name} photos={photos} />

      <div className="container-page mt-6 grid gap-12 md:mt-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <div className="flex flex-wrap gap-2">
            <Link href={`/book-talent?talent=${talent.id}`} className={buttonClassName({ size: "lg", className: "w-full sm:w-auto" })}>
              Book Model
              <ArrowRight aria-hidden="true" strokeWidth={1.5} />
            </Link>
            {/* A plain link to the server-rendered PDF: no script on the page. */}
            <a
              href={`/talent/${talent.id}/comp-card.pdf`}
              download={`${talent.stage_name}-comp-card.pdf`}
              className={buttonClassName({ variant: "ghost", size: "lg" })}
            >
              <FileDown aria-hidden="true" strokeWidth={1.5} />
              Comp card
              <span className="sr-only">of {talent.stage_name} (PDF)</span>
            </a>
            <ShortlistHeart id={talent.id} name={talent.stage_name} variant="profile" />
          </div>

          {talent.bio && <p className="mt-10 max-w-prose text-base leading-relaxed text-muted-foreground">{talent.bio}</p>}
        </div>

        <div className="flex flex-col gap-8 lg:col-span-4 lg:col-start-9">
          {/* The measurements once: the Model Details panel with its unit switch. */}
          {rows.length > 0 && <ModelDetails rows={rows} />}
          <SocialStats social={talent.social_media} name={talent.stage_name} />
        </div>
      </div>
    </article>
  );
}
