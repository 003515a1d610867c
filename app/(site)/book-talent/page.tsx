import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { DeferredBookingForm } from "@/components/site/booking-form-deferred";
import { blurOf, blurProps, placeholderImage } from "@/lib/domain/image-placeholders";
import { Picture } from "@/components/site/picture";
import { getPublicTalent, portfolioOf } from "@/lib/services/talents";
import { talentCategoryLabels } from "@/lib/domain/talent-categories";
import { earliestProjectDate } from "@/lib/validation/booking";

export const metadata: Metadata = {
  title: "Book a Model",
  description: "Send a booking request to the agency. We'll review your request and contact you within 24 hours.",
  alternates: { canonical: "/book-talent" },
  // One URL per talent, all the same form: nothing for a search engine to index.
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ talent?: string | string[] }> };

/** /book-talent?talent={id}: without an active talent the visitor goes home (spec). */
export default async function BookTalentPage({ searchParams }: Props) {
  const { talent: raw } = await searchParams;
  const id = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const talent = id ? await getPublicTalent(id) : null;
  if (!talent) redirect("/");
  const photo = portfolioOf(talent)[0];
  const src = photo?.file_url ?? placeholderImage.url;

  return (
    <div className="container-page pt-8 pb-24 md:pt-12 md:pb-32">
      <Link
        href={`/talent/${talent.id}`}
        className="inline-flex h-11 items-center gap-2 text-xs font-medium tracking-[0.24em] uppercase transition-colors hover:text-accent"
      >
        <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
        Back to {talent.stage_name}
      </Link>

      <div className="mt-8 grid gap-12 lg:mt-12 lg:grid-cols-12 lg:gap-16">
        <aside className="lg:col-span-4">
          <div className="flex items-center gap-5 lg:block">
            <div className="relative aspect-[4/5] w-28 shrink-0 overflow-hidden bg-muted sm:w-36 lg:w-full">
              <Picture
                src={src}
                alt={`Portrait of ${talent.stage_name}`}
                fill
                priority
                sizes="(min-width: 1024px) 30vw, 144px"
                className="object-cover"
                {...blurProps(photo?.blur_data_url ?? blurOf(src))}
              />
            </div>
            <div className="lg:mt-6">
              <p className="eyebrow text-muted-foreground">{talent.category ? talentCategoryLabels[talent.category] : "Talent"}</p>
              <p className="mt-2 font-display text-[1.75rem] md:text-3xl">{talent.stage_name}</p>
              {talent.height && <p className="mt-1 text-sm text-muted-foreground">Height {talent.height}</p>}
            </div>
          </div>
        </aside>

        <section aria-labelledby="book-title" className="lg:col-span-8">
          <p className="eyebrow text-accent">Booking Request</p>
          <h1 id="book-title" className="mt-4 text-4xl leading-tight md:text-6xl">
            Book {talent.stage_name}
          </h1>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-muted-foreground">
            Tell us about your project. Fields marked <span className="text-accent">*</span> are required.
          </p>
          <div className="mt-10 border-t border-border pt-10">
            <DeferredBookingForm talentId={talent.id} serverTomorrow={earliestProjectDate()} />
          </div>
        </section>
      </div>
    </div>
  );
}
