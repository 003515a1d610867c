import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { buttonClassName } from "@/components/ui/button";
import { talentLinks } from "@/components/site/nav-links";

// A placeholder home page so the public shell renders; the real home (split hero, clients, apply CTA) replaces it.
export default function HomePage() {
  return (
    <>
      <section className="surface-dark relative flex min-h-[88svh] items-end">
        <div className="container-page pt-32 pb-16 md:pb-24">
          <p className="eyebrow text-white/70">Modelling &amp; Talent Agency</p>
          <h1 className="mt-6 max-w-4xl text-5xl leading-[1.02] sm:text-6xl md:text-8xl">
            Faces that define the moment
          </h1>
          <p className="mt-6 max-w-md text-base leading-relaxed text-white/80 md:text-lg">
            Female, male and teen models and influencers for fashion, editorial and commercial work.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link href="/female-models" className={buttonClassName({ size: "xl", className: "w-full bg-white text-black hover:bg-white/85 sm:w-auto" })}>
              Female Models
            </Link>
            <Link
              href="/male-models"
              className={buttonClassName({
                size: "xl",
                variant: "outline",
                className: "w-full border-white text-white hover:bg-white hover:text-black sm:w-auto",
              })}
            >
              Male Models
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="our-talents" className="container-page py-20 md:py-28">
        <p className="eyebrow text-accent">Discover</p>
        <h2 id="our-talents" className="mt-4 text-4xl md:text-5xl">
          Our Talents
        </h2>
        <ul className="mt-12 grid border-t border-border sm:grid-cols-2 lg:grid-cols-4">
          {talentLinks.map((link) => (
            <li key={link.href} className="border-b border-border sm:odd:border-r lg:border-r lg:last:border-r-0">
              <Link
                href={link.href}
                className="group flex items-center justify-between gap-4 px-1 py-8 font-display text-2xl transition-colors hover:text-accent sm:px-6 md:text-3xl"
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="size-5 transition-transform group-hover:translate-x-1" strokeWidth={1.5} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
