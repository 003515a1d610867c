import { ArrowLeft } from "lucide-react";
import { Picture } from "@/components/site/picture";
import { PlainWordmark } from "@/components/site/brand-mark";

/**
 * The sign-in screens' chrome: on large screens an editorial portrait beside the form; on phones only the brand,
 * a way back to the site and the form, so nothing heavy loads before the fields.
 *
 * Their links are plain `<a>` elements, not next/link: these screens are where a visit starts or ends, a link away
 * from them leaves this layout for the site's, and next/link would be 3.3 KiB of their first-load JavaScript (issue
 * 15's budget is 140 KiB). The forms move on after signing in with the router, which every page has anyway.
 */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <aside className="surface-dark relative hidden overflow-hidden lg:block">
        <Picture
          src="/demo/banners/left.jpg"
          alt=""
          fill
          priority
          sizes="50vw"
          className="object-cover object-top opacity-85"
        />
        <div aria-hidden="true" className="absolute inset-0 bg-[linear-gradient(to_top,rgb(0_0_0/0.7),rgb(0_0_0/0.1),rgb(0_0_0/0.4))]" />
        <div className="relative flex h-full flex-col justify-between p-10 xl:p-14">
          <PlainWordmark className="text-white" />
          <div className="max-w-md">
            <p className="eyebrow text-white/75">Modelling &amp; Talent Agency</p>
            <p className="mt-4 font-display text-4xl leading-tight xl:text-5xl">Where identity meets opportunity.</p>
          </div>
        </div>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="flex h-16 items-center justify-between gap-4 px-5 md:h-20 md:px-10">
          <PlainWordmark className="lg:invisible" />
          <a
            href="/"
            className="inline-flex items-center gap-2 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to site
          </a>
        </header>
        <main id="main-content" tabIndex={-1} className="flex flex-1 justify-center px-5 pt-6 pb-16 focus:outline-none md:items-center md:px-10 md:pt-0">
          <div className="w-full max-w-sm">{children}</div>
        </main>
      </div>
    </div>
  );
}
