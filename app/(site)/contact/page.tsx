import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/page-metadata";
import { connection } from "next/server";
import { Mail, MapPin, Phone } from "lucide-react";
import { DeferredContactForm } from "@/components/site/contact-form-deferred";
import { siteTexts } from "@/lib/site/site-settings";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: "Contact", description: "Get in touch with the agency about representation, bookings or press.", path: "/contact" });
}

const defaults = {
  "contact.title": "Get In Touch",
  "contact.subtitle": "Questions about representation, bookings or press? Our team is here to help.",
  "contact.formTitle": "Send us a Message",
  "contact.email": "",
  "contact.bookingsEmail": "",
  "contact.phone": "",
  "contact.address": "",
};

export default async function ContactPage() {
  await connection();
  const text = await siteTexts(defaults);
  const details = [
    text["contact.email"] && { icon: Mail, label: "General enquiries", value: text["contact.email"], href: `mailto:${text["contact.email"]}` },
    text["contact.bookingsEmail"] && { icon: Mail, label: "Bookings", value: text["contact.bookingsEmail"], href: `mailto:${text["contact.bookingsEmail"]}` },
    text["contact.phone"] && { icon: Phone, label: "Phone", value: text["contact.phone"], href: `tel:${text["contact.phone"].replace(/[^\d+]/g, "")}` },
    text["contact.address"] && { icon: MapPin, label: "Studio", value: text["contact.address"], href: null },
  ].filter((d) => !!d);

  return (
    <div className="container-page pt-12 pb-24 md:pt-20 md:pb-32">
      <div className="grid gap-14 lg:grid-cols-12 lg:gap-20">
        <header className="lg:col-span-5">
          <p className="eyebrow text-accent">Contact</p>
          <h1 className="mt-4 text-5xl leading-none md:text-7xl">{text["contact.title"]}</h1>
          <p className="mt-6 max-w-md text-base leading-relaxed text-muted-foreground md:text-lg">{text["contact.subtitle"]}</p>
          {details.length > 0 && (
            <ul className="mt-12 border-t border-border">
              {details.map(({ icon: Icon, label, value, href }) => (
                <li key={label} className="flex gap-4 border-b border-border py-5">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" strokeWidth={1.5} />
                  <p className="flex flex-col gap-1.5">
                    <span className="eyebrow text-muted-foreground">{label}</span>
                    {href ? (
                      <a href={href} className="text-base underline-offset-4 hover:text-accent hover:underline">
                        {value}
                      </a>
                    ) : (
                      <span className="text-base">{value}</span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </header>
        <section aria-labelledby="contact-form-title" className="lg:col-span-7">
          <div className="bg-muted p-6 sm:p-10 md:p-12">
            <h2 id="contact-form-title" className="text-3xl md:text-4xl">
              {text["contact.formTitle"]}
            </h2>
            <p className="mt-3 text-sm text-muted-foreground">We reply to every message within two working days.</p>
            <div className="mt-8">
              <DeferredContactForm />
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
