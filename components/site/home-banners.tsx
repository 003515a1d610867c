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

function BannerPanel({ panel }: { panel: Panel }) {
  const target = panelTargets[panel.category];
  return (
    <div className="surface-dark relative flex aspect-[4/3] items-end overflow-hidden md:aspect-[5/4]">
      {panel.imageUrl && (
        <Picture
          src={panel.imageUrl}
          alt=""
          fill
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          className="object-cover"
          {...blurProps(blurOf(panel.imageUrl))}
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 bg-[linear-gradient(to_top,rgb(0_0_0/0.75),rgb(0_0_0/0.1)_60%)]" />
      <div className="relative w-full p-5 md:p-8 lg:p-10">
        <p className="eyebrow text-white/80">{target.label}</p>
        <h2 className="mt-3 max-w-md text-[1.75rem] leading-[1.05] md:text-4xl">{panel.headerText}</h2>
        <Link
          href={target.href}
          className="group mt-6 inline-flex h-11 items-center gap-3 border border-white px-6 text-sm font-medium transition-colors hover:bg-white hover:text-black"
        >
          {panel.buttonText}
          <span className="sr-only">: {target.label}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" strokeWidth={1.5} />
        </Link>
      </div>
    </div>
  );
}

/**
 * The banner setting's two panels, side by side on the page's grid (stacked on a phone), each leading to its board:
 * the category entry points, placed after the faces (issue 30: a visitor sees talent first).
 */
export function HomeBanners({ banner }: { banner: Banner }) {
  return (
    <section aria-label="Browse the boards" className="container-page grid gap-3 md:grid-cols-2">
      <BannerPanel panel={banner.left} />
      <BannerPanel panel={banner.right} />
    </section>
  );
}
