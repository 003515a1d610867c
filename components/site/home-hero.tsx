import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Picture } from "./picture";
import type { SettingsValue } from "@/lib/validation/settings";
import { blurOf, blurProps } from "@/lib/domain/image-placeholders";
import { listings, listingSlugs, type ListingSlug } from "@/lib/domain/talent-categories";

type Banner = SettingsValue<"banner">;
type Panel = Banner["left"];

/** Where a panel leads: a listing (its path and name), or the journal for campaigns. */
const panelTargets: Record<Panel["category"], { href: string; label: string }> = {
  ...(Object.fromEntries(listingSlugs.map((slug) => [slug, { href: `/${slug}`, label: listings[slug].label }])) as Record<ListingSlug, { href: string; label: string }>),
  campaigns: { href: "/blog", label: "Campaigns" },
};

function HeroPanel({ panel, first }: { panel: Panel; first: boolean }) {
  const target = panelTargets[panel.category];
  return (
    <div className="surface-dark relative flex min-h-[78svh] items-end overflow-hidden md:min-h-svh">
      {panel.imageUrl && (
        <Picture
          src={panel.imageUrl}
          alt=""
          fill
          priority={first}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="object-cover"
          {...blurProps(blurOf(panel.imageUrl))}
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 bg-[linear-gradient(to_top,rgb(0_0_0/0.8),rgb(0_0_0/0.25),rgb(0_0_0/0.1))]" />
      <div className="relative w-full px-5 pt-28 pb-12 md:px-10 md:pb-16 lg:px-14 lg:pb-20">
        <p className="eyebrow text-white/80">{target.label}</p>
        <h2 className="mt-4 max-w-md text-4xl leading-[1.02] sm:text-5xl lg:text-6xl">{panel.headerText}</h2>
        <Link
          href={target.href}
          className="group mt-8 inline-flex h-12 items-center gap-3 border border-white px-7 text-sm font-medium transition-colors hover:bg-white hover:text-black"
        >
          {panel.buttonText}
          <span className="sr-only">: {target.label}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" strokeWidth={1.5} />
        </Link>
      </div>
    </div>
  );
}

/** The split hero: the banner setting's two panels side by side (stacked on a phone), each linking to its listing. */
export function HomeHero({ banner, title }: { banner: Banner; title: string }) {
  return (
    <section aria-labelledby="home-title" className="grid md:grid-cols-2">
      <h1 id="home-title" className="sr-only">
        {title}
      </h1>
      <HeroPanel panel={banner.left} first />
      <HeroPanel panel={banner.right} first={false} />
    </section>
  );
}
