import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/page-metadata";
import { DeferredRegisterForm } from "@/components/auth/register-form-deferred";
import { phoneCountries } from "@/lib/phone-countries";
import { listCountries } from "@/lib/services/talents";
import { DEFAULT_PHONE_COUNTRY } from "@/lib/validation/register";
import { AGENCY_NAME } from "@/lib/domain/brand";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Create your account",
    description: `Apply to join ${AGENCY_NAME}: create your talent account and our team will review your application.`,
    path: "/register",
  });
}

const steps = [
  "Tell us who you are and where you are based.",
  "Our team reviews your profile, usually within 48 hours.",
  "Once approved, you sign in to your dashboard and build your portfolio.",
];

export default async function RegisterPage() {
  // The pickers' lists come with the page (a few KB of HTML) so the form needs no library or request to show them.
  const countries = (await listCountries()).map(({ iso, name }) => ({ iso, name }));

  return (
    <div className="container-page grid gap-12 py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-20">
      <header className="lg:sticky lg:top-28 lg:self-start">
        <p className="eyebrow text-accent">Become a Model</p>
        <h1 className="mt-4 text-4xl leading-tight md:text-5xl">Create your account</h1>
        <p className="mt-5 max-w-md text-base leading-relaxed text-muted-foreground">
          Apply to be represented by {AGENCY_NAME}. It takes a few minutes; you can add your portfolio once you are
          approved.
        </p>
        <ol className="mt-8 hidden max-w-sm flex-col gap-4 border-t border-border pt-6 text-sm lg:flex">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-4">
              <span aria-hidden="true" className="font-display text-[1.75rem] leading-none text-accent">
                {String(i + 1).padStart(2, "0")}
              </span>
              <span className="leading-relaxed text-muted-foreground">{step}</span>
            </li>
          ))}
        </ol>
      </header>
      <div className="max-w-2xl">
        <DeferredRegisterForm countries={countries} phoneCountries={phoneCountries()} defaultPhoneCountry={DEFAULT_PHONE_COUNTRY} />
      </div>
    </div>
  );
}
