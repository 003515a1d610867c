import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/page-metadata";
import { HOME_DESCRIPTION, HOME_TITLE } from "@/lib/domain/brand";
import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { HomeBanners } from "@/components/site/home-banners";
import { isSvg } from "@/lib/domain/card-image";
import { blurOf, blurProps } from "@/lib/domain/image-placeholders";
import { Picture } from "@/components/site/picture";
import { demoPageImages } from "@/lib/domain/demo-images.generated";
import { JsonLd } from "@/components/site/json-ld";
import { talentLinks } from "@/lib/domain/nav-links";
import { siteSetting, siteTexts } from "@/lib/site/site-settings";
import { absoluteUrl } from "@/lib/absolute-url";
import { TalentCard } from "@/components/site/talent-card";
import { toCardView } from "@/lib/site/card-view";
import { buttonClassName } from "@/components/ui/button";
import { listNewFaces } from "@/lib/services/talents";

const demoApplyImage = demoPageImages.apply;
/** The New Faces board: two rows of five on a desktop, of four on a tablet, three of two on a phone. */
const NEW_FACES = 10;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: { absolute: HOME_TITLE }, description: HOME_DESCRIPTION, path: "/" });
}
// `/` itself is never served from here: next.config.ts rewrites it to app/(site)/home/[edition], which renders this
// page and caches it. Dynamic so that `next build`, which has no database, does not try to prerender it.
export const dynamic = "force-dynamic";

const defaults = {
  "home.talentsTitle": "Our Talents",
  "home.talentsSubtitle": "The newest faces on our four boards. Every talent is available to book.",
  "home.clientsTitle": "Our Clients",
  "home.clientsSubtitle": "Houses and brands our talent has worked for.",
  "home.ctaButton": "Apply Now",
};

export default async function HomePage() {
  // Served from the full-route cache through app/(site)/home/[edition] (next.config.ts rewrites `/` there) and
  // revalidated by the settings tags when an admin changes the banner, brands or texts, and by the talents tag (the
  // New Faces board, like the listings) when the roster changes.
  const [banner, newFaces, brands, join, member, brand, social, text] = await Promise.all([
    siteSetting("banner"),
    listNewFaces(NEW_FACES),
    siteSetting("brands"),
    siteSetting("join-statements"),
    siteSetting("become-a-member"),
    siteSetting("logo-icon"),
    siteSetting("social-media"),
    siteTexts(defaults),
  ]);

  return (
    <>
      <JsonLd
        data={{
          "@type": "Organization",
          name: brand.companyName,
          url: absoluteUrl("/"),
          logo: brand.mainLogo ? absoluteUrl(brand.mainLogo) : undefined,
          sameAs: social.items.map((s) => s.url),
        }}
      />
      <h1 id="home-title" className="sr-only">{`${brand.companyName} — Modelling & Talent Agency`}</h1>

      {/* Faces first (issue 30): the first screen on a phone and a desktop is the New Faces board, on the page's grid;
          the boards' entry points follow, smaller. */}
      <section aria-labelledby="our-talents" className="container-page pt-8 pb-16 md:pt-12 md:pb-24">
        <div className="flex items-end justify-between gap-6">
          <h2 id="our-talents" className="text-4xl leading-none md:text-6xl">
            {text["home.talentsTitle"]}
          </h2>
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground max-md:hidden">{text["home.talentsSubtitle"]}</p>
        </div>
        {newFaces.length > 0 && (
          <>
            <h3 className="eyebrow mt-6 md:mt-8">New Faces</h3>
            <ul className="mt-4 grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-4 md:gap-x-4 lg:grid-cols-5">
              {newFaces.map((talent, i) => (
                <li key={talent.id} className={i >= 8 ? "max-lg:hidden" : i >= 6 ? "max-md:hidden" : undefined}>
                  <TalentCard card={toCardView(talent)} heading="h4" look="newFaces" priority={i === 0} />
                </li>
              ))}
            </ul>
          </>
        )}
        <ul className="mt-10 grid grid-cols-2 gap-x-6 border-t border-border md:mt-14 md:grid-cols-4">
          {talentLinks.map((link) => (
            <li key={link.href} className="border-b border-border md:border-b-0">
              <Link href={link.href} className="group flex h-14 items-center justify-between gap-2 text-xs font-medium tracking-[0.2em] uppercase hover:text-accent md:h-16 md:pr-6">
                {link.label}
                <ArrowRight aria-hidden="true" className="size-3.5 transition-transform group-hover:translate-x-0.5" strokeWidth={1.5} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <HomeBanners banner={banner} />

      {brands.items.length > 0 && (
        <section aria-labelledby="our-clients" className="mt-16 border-y border-border py-14 md:mt-24 md:py-20">
          <div className="container-page">
            <div className="text-center">
              <h2 id="our-clients" className="eyebrow">
                {text["home.clientsTitle"]}
              </h2>
              <p className="mt-3 text-sm text-muted-foreground">{text["home.clientsSubtitle"]}</p>
            </div>
            {/* One monochrome row of marks (two rows of four on a phone), whatever colours an uploaded logo has. */}
            <ul className="mt-10 grid grid-cols-2 items-center gap-x-10 gap-y-8 sm:grid-cols-4 md:mt-12 lg:grid-cols-8 lg:gap-x-8">
              {brands.items.slice(0, 8).map((client) => (
                <li key={client.id} className="flex h-16 items-center justify-center">
                  <Picture
                    src={client.logoUrl}
                    alt={client.name}
                    width={320}
                    height={100}
                    unoptimized={isSvg(client.logoUrl)}
                    sizes="(min-width: 1024px) 160px, (min-width: 640px) 25vw, 45vw"
                    className="h-auto max-h-16 w-full object-contain opacity-75 [filter:grayscale(1)]"
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section aria-labelledby="apply-now" className="container-page py-20 md:py-32">
        <div className="grid items-center gap-10 md:grid-cols-12 md:gap-16">
          <div className="relative aspect-[4/3] overflow-hidden bg-muted md:col-span-6 md:aspect-[4/5] lg:aspect-[5/6]">
            <Picture
              src={member.main.image || demoApplyImage.url}
              alt=""
              fill
              sizes="(min-width: 768px) 50vw, 100vw"
              className="object-cover"
              {...blurProps(blurOf(member.main.image || demoApplyImage.url))}
            />
          </div>
          <div className="md:col-span-6">
            <p className="eyebrow text-accent">Become a Member</p>
            <h2 id="apply-now" className="mt-5 text-4xl leading-[1.05] md:text-6xl">
              {join.heroTitle}
            </h2>
            <p className="mt-6 max-w-xl text-base leading-relaxed text-muted-foreground md:text-lg">{join.heroDescription}</p>
            <Link href="/apply" className={buttonClassName({ size: "xl", className: "mt-10" })}>
              {text["home.ctaButton"]}
              <ArrowRight aria-hidden="true" strokeWidth={1.5} />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
