import type { LegalPage as LegalPageValue, LegalSection } from "@/lib/validation/settings";
import { formatLongDate } from "@/lib/domain/dates";

function Items({ items, className, marker = "bg-accent" }: { items?: string[]; className?: string; marker?: string }) {
  if (!items?.length) return null;
  return (
    <ul className={className ?? "mt-5 flex flex-col gap-3"}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-base leading-relaxed">
          <span aria-hidden="true" className={`mt-[0.7em] h-px w-4 shrink-0 ${marker}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Section({ section, index }: { section: LegalSection; index: number }) {
  const dark = section.type === "contact";
  const heading = (
    <h2 id={`section-${section.id}`} className="text-[1.75rem] leading-tight md:text-3xl">
      <span className={`mr-3 font-sans text-sm tnum ${dark ? "text-white/70" : "text-muted-foreground"}`}>{String(index + 1).padStart(2, "0")}</span>
      {section.title}
    </h2>
  );
  const body = <p className="mt-4 text-base leading-relaxed text-foreground/85">{section.content}</p>;

  if (section.type === "highlight") {
    return (
      <section aria-labelledby={`section-${section.id}`} className="border-l-2 border-accent bg-accent-soft px-6 py-7 md:px-8">
        {heading}
        {body}
        <Items items={section.items} />
      </section>
    );
  }
  if (section.type === "cards") {
    return (
      <section aria-labelledby={`section-${section.id}`}>
        {heading}
        {body}
        {section.cards?.length ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.cards.map((card) => (
              <li key={card.title} className="border border-border p-6">
                <h3 className="font-sans text-lg font-semibold">{card.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{card.content}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <Items items={section.items} />
      </section>
    );
  }
  if (section.type === "contact") {
    return (
      <section aria-labelledby={`section-${section.id}`} className="surface-dark px-6 py-8 md:px-10 md:py-10">
        {heading}
        <p className="mt-4 text-base leading-relaxed text-white/80">{section.content}</p>
        <Items items={section.items} className="mt-6 flex flex-col gap-3 text-white" marker="bg-white/50" />
      </section>
    );
  }
  return (
    <section aria-labelledby={`section-${section.id}`}>
      {heading}
      {body}
      <Items items={section.items} />
    </section>
  );
}

/** A legal page from its setting: typed sections (paragraph, highlight, cards, contact) and the date it last changed. */
export function LegalPage({ page, updatedAt }: { page: LegalPageValue; updatedAt: Date }) {
  return (
    <div className="container-page pt-12 pb-24 md:pt-20 md:pb-32">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <header className="lg:col-span-4">
          <div className="lg:sticky lg:top-28">
            <p className="eyebrow text-accent">Legal</p>
            <h1 className="mt-4 text-5xl leading-none md:text-6xl">{page.pageTitle}</h1>
            <p className="mt-6 text-sm text-muted-foreground">
              Last updated: <time dateTime={updatedAt.toISOString().slice(0, 10)}>{formatLongDate(updatedAt)}</time>
            </p>
            {page.sections.length > 3 && (
              <nav aria-label="On this page" className="mt-10 hidden border-t border-border pt-6 lg:block">
                <ol className="flex flex-col gap-2.5 text-sm">
                  {page.sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#section-${section.id}`} className="text-muted-foreground underline-offset-4 hover:text-accent hover:underline">
                        {section.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
          </div>
        </header>
        <div className="flex max-w-3xl flex-col gap-12 lg:col-span-8">
          {page.sections.map((section, i) => (
            <Section key={section.id} section={section} index={i} />
          ))}
        </div>
      </div>
    </div>
  );
}
