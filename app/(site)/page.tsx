import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { ArrowRight } from "lucide-react";
import { HomeHero } from "@/components/site/home-hero";
import { blurOf, blurProps, isSvg } from "@/components/site/images";
import { Picture } from "@/components/site/picture";
import { demoPageImages } from "@/db/seed/demo-images.generated";
import { JsonLd } from "@/components/site/json-ld";
import { talentLinks } from "@/components/site/nav-links";
import { siteSetting, siteTexts } from "@/components/site/site-settings";
import { absoluteUrl } from "@/components/site/site-url";
import { buttonClassName } from "@/components/ui/button";

const demoApplyImage = demoPageImages.apply;

export const metadata: Metadata = { alternates: { canonical: "/" } };

const defaults = {
  "home.talentsTitle": "Our Talents",
  "home.talentsSubtitle": "Discover exceptional faces across fashion, commercial and digital work.",
  "home.clientsTitle": "Our Clients",
  "home.clientsSubtitle": "Trusted by fashion houses and brands around the world.",
  "home.ctaButton": "Apply Now",
};

export default async function HomePage() {
  // Rendered per request from cached settings: the banner, brands and texts change from the admin.
  await connection();
  const [banner, categories, brands, join, member, brand, social, text] = await Promise.all([
    siteSetting("banner"),
    siteSetting("categories"),
    siteSetting("brands"),
    siteSetting("join-statements"),
    siteSetting("become-a-member"),
    siteSetting("logo-icon"),
    siteSetting("social-media"),
    siteTexts(defaults),
  ]);
  const descriptionOf = (href: string) => categories.items.find((c) => `/${c.id}` === href)?.description;

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
      <HomeHero banner={banner} title={`${brand.companyName} — Modelling & Talent Agency`} />

      <section aria-labelledby="our-talents" className="container-page py-20 md:py-32">
        <div className="grid gap-6 md:grid-cols-12 md:items-end">
          <h2 id="our-talents" className="text-5xl leading-none md:col-span-7 md:text-7xl">
            {text["home.talentsTitle"]}
          </h2>
          <p className="max-w-md text-base leading-relaxed text-muted-foreground md:col-span-5 md:justify-self-end md:text-lg">
            {text["home.talentsSubtitle"]}
          </p>
        </div>
        <ul className="mt-12 grid border-t border-foreground sm:grid-cols-2 md:mt-16 lg:grid-cols-4">
          {talentLinks.map((link, i) => (
            <li key={link.href} className="border-b border-border sm:odd:border-r lg:border-r lg:last:border-r-0">
              <Link
                href={link.href}
                className="group flex h-full flex-col gap-8 px-1 py-8 transition-colors hover:bg-muted sm:px-6 md:gap-12 md:py-10"
              >
                <span className="font-sans text-xs tabular-nums text-muted-foreground">0{i + 1}</span>
                <span>
                  <span className="flex items-center justify-between gap-4 font-display text-3xl group-hover:text-accent">
                    {link.label}
                    <ArrowRight aria-hidden="true" className="size-5 shrink-0 transition-transform group-hover:translate-x-1" strokeWidth={1.5} />
                  </span>
                  {descriptionOf(link.href) && (
                    <span className="mt-3 block text-sm leading-relaxed text-muted-foreground">{descriptionOf(link.href)}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {brands.items.length > 0 && (
        <section aria-labelledby="our-clients" className="bg-muted py-20 md:py-28">
          <div className="container-page">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="our-clients" className="text-4xl md:text-6xl">
                {text["home.clientsTitle"]}
              </h2>
              <p className="mt-4 text-base text-muted-foreground md:text-lg">{text["home.clientsSubtitle"]}</p>
            </div>
            <ul className="mt-12 grid grid-cols-2 gap-px border border-border bg-border md:mt-16 md:grid-cols-4">
              {brands.items.slice(0, 8).map((client) => (
                <li key={client.id} className="flex aspect-[16/9] items-center justify-center bg-muted p-6 md:p-10">
                  <Picture
                    src={client.logoUrl}
                    alt={client.name}
                    width={320}
                    height={100}
                    unoptimized={isSvg(client.logoUrl)}
                    sizes="(min-width: 768px) 20vw, 45vw"
                    className="h-auto max-h-14 w-full object-contain opacity-80 grayscale"
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
