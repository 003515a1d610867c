import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/page-metadata";
import Link from "next/link";
import { connection } from "next/server";
import { ArrowRight } from "lucide-react";
import { isSvg } from "@/lib/domain/card-image";
import { blurOf, blurProps } from "@/lib/domain/image-placeholders";
import { Picture } from "@/components/site/picture";
import { siteSetting } from "@/lib/site/site-settings";
import { buttonClassName } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const about = await siteSetting("about-us");
  return pageMetadata({
    title: "About Us",
    description: about.hero.subtitle || `${about.hero.title} ${about.hero.titleHighlight}`.trim(),
    path: "/about",
    images: about.story.image ? [{ url: about.story.image, alt: about.story.title }] : undefined,
  });
}

export default async function AboutPage() {
  await connection();
  const about = await siteSetting("about-us");
  const { hero, story, values, mission, partners } = about;

  return (
    <>
      <header className="container-page pt-14 pb-16 md:pt-24 md:pb-24">
        <p className="eyebrow text-accent">About Us</p>
        <h1 className="mt-5 max-w-5xl text-5xl leading-[0.98] sm:text-6xl md:text-8xl">
          {hero.title} {hero.titleHighlight && <em className="text-accent">{hero.titleHighlight}</em>}
        </h1>
        {hero.subtitle && <p className="mt-8 max-w-2xl text-lg leading-relaxed text-muted-foreground md:text-xl">{hero.subtitle}</p>}
      </header>

      <section aria-labelledby="our-story" className="border-t border-border">
        <div className="container-page grid gap-12 py-20 md:grid-cols-12 md:gap-16 md:py-28">
          {story.image && (
            <div className="relative aspect-[4/3] overflow-hidden bg-muted md:col-span-6 md:aspect-[4/5]">
              <Picture src={story.image} alt="" fill priority sizes="(min-width: 768px) 50vw, 100vw" className="object-cover" {...blurProps(blurOf(story.image))} />
            </div>
          )}
          <div className={story.image ? "md:col-span-6 md:self-center" : "md:col-span-8"}>
            <h2 id="our-story" className="text-4xl md:text-6xl">
              {story.title}
            </h2>
            <div className="mt-8 flex flex-col gap-5 text-base leading-relaxed text-foreground/85 md:text-lg">
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="our-values" className="bg-muted">
        <div className="container-page py-20 md:py-28">
          <div className="max-w-2xl">
            <h2 id="our-values" className="text-4xl md:text-6xl">
              {values.title}
            </h2>
            {values.subtitle && <p className="mt-4 text-base text-muted-foreground md:text-lg">{values.subtitle}</p>}
          </div>
          <ul className="mt-12 grid gap-px border border-border bg-border sm:grid-cols-2 lg:grid-cols-4">
            {values.items.map((value, i) => (
              <li key={value.title} className="bg-muted p-8 md:p-10">
                <span className="font-sans text-xs tnum text-muted-foreground">0{i + 1}</span>
                <h3 className="mt-8 text-3xl">{value.title}</h3>
                <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="our-mission" className="surface-dark">
        <div className="container-page py-20 text-center md:py-32">
          <h2 id="our-mission" className="eyebrow text-white/70">
            {mission.title}
          </h2>
          <p className="mx-auto mt-8 max-w-4xl font-display text-3xl leading-snug md:text-5xl">{mission.content}</p>
        </div>
      </section>

      {partners.items.length > 0 && (
        <section aria-labelledby="our-partners" className="container-page py-20 md:py-28">
          <div className="max-w-2xl">
            <h2 id="our-partners" className="text-4xl md:text-5xl">
              {partners.title}
            </h2>
            {partners.subtitle && <p className="mt-4 text-base text-muted-foreground">{partners.subtitle}</p>}
          </div>
          <ul className="mt-12 grid grid-cols-2 gap-px border border-border bg-border md:grid-cols-4">
            {partners.items.map((partner) => (
              <li key={partner.id} className="flex aspect-[16/9] items-center justify-center bg-background p-6">
                {partner.logoUrl ? (
                  <Picture
                    src={partner.logoUrl}
                    alt={partner.name}
                    width={320}
                    height={100}
                    unoptimized={isSvg(partner.logoUrl)}
                    className="h-auto max-h-12 w-full object-contain opacity-80 [filter:grayscale(1)]"
                  />
                ) : (
                  <span className="text-sm font-semibold tracking-[0.2em] uppercase">{partner.name}</span>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-16 flex flex-wrap gap-4">
            <Link href="/apply" className={buttonClassName({ size: "xl" })}>
              Become a Member
              <ArrowRight aria-hidden="true" strokeWidth={1.5} />
            </Link>
            <Link href="/contact" className={buttonClassName({ size: "xl", variant: "outline" })}>
              Contact Us
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
