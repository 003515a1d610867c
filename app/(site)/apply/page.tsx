import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/page-metadata";
import Link from "next/link";
import { connection } from "next/server";
import { ArrowRight, Check } from "lucide-react";
import { blurOf, blurProps } from "@/lib/domain/image-placeholders";
import { Picture } from "@/components/site/picture";
import { siteSetting } from "@/lib/site/site-settings";
import { buttonClassName } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const member = await siteSetting("become-a-member");
  return pageMetadata({ title: "Become a Member", description: member.main.subtitle || member.main.title, path: "/apply" });
}

function Criteria({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-3xl md:text-4xl">
        {title}
      </h2>
      <ul className="mt-8 border-t border-border">
        {items.map((item) => (
          <li key={item} className="flex gap-4 border-b border-border py-4 text-base leading-relaxed">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" strokeWidth={2} />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /apply: who the agency looks for and the eligibility criteria, with "Join Now" to /register (become-a-member setting). */
export default async function ApplyPage() {
  await connection();
  const [member, brand] = await Promise.all([siteSetting("become-a-member"), siteSetting("logo-icon")]);
  const { main, whatWeLookFor, eligibility } = member;
  // The spec's heading names the agency: "Join {agency}".
  const title = /\bjoin\b/i.test(main.title) ? main.title : `Join ${brand.companyName}`;

  const cta = (
    <div className="flex flex-col items-start gap-3">
      <Link href="/register" className={buttonClassName({ size: "xl" })}>
        {main.buttonText}
        <ArrowRight aria-hidden="true" strokeWidth={1.5} />
      </Link>
      {main.buttonSubtext && <p className="text-sm text-muted-foreground">{main.buttonSubtext}</p>}
    </div>
  );

  return (
    <>
      <header className="container-page grid gap-10 pt-12 pb-16 md:grid-cols-12 md:gap-16 md:pt-20 md:pb-24">
        <div className="md:col-span-6 md:self-center">
          <p className="eyebrow text-accent">Become a Member</p>
          <h1 className="mt-5 text-5xl leading-[0.98] md:text-7xl">{title}</h1>
          {main.subtitle && <p className="mt-6 max-w-lg text-base leading-relaxed text-muted-foreground md:text-lg">{main.subtitle}</p>}
          <div className="mt-10">{cta}</div>
        </div>
        {main.image && (
          <div className="relative aspect-[4/3] overflow-hidden bg-muted md:col-span-6 md:aspect-[4/5]">
            <Picture src={main.image} alt="" fill priority sizes="(min-width: 768px) 50vw, 100vw" className="object-cover" {...blurProps(blurOf(main.image))} />
          </div>
        )}
      </header>
      <div className="border-t border-border">
        <div className="container-page grid gap-16 py-20 md:grid-cols-2 md:gap-20 md:py-28">
          <Criteria id="what-we-look-for" title={whatWeLookFor.title} items={whatWeLookFor.items} />
          <Criteria id="eligibility" title={eligibility.title} items={eligibility.items} />
        </div>
      </div>
      <section aria-label="Apply" className="bg-muted">
        <div className="container-page flex flex-col items-start justify-between gap-8 py-16 md:flex-row md:items-center md:py-20">
          <p className="max-w-xl font-display text-3xl leading-tight md:text-4xl">Ready when you are.</p>
          {cta}
        </div>
      </section>
    </>
  );
}
