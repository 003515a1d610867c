import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { ScrollToTop } from "@/components/site/scroll-to-top";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { appOrigin } from "@/lib/env";
import { cn } from "@/lib/utils";
import { AGENCY_NAME, HOME_DESCRIPTION, HOME_TITLE } from "@/lib/domain/brand";
import "./globals.css";

// The two web fonts, cut by scripts/fonts-subset.mjs to the characters nearly every page draws (ASCII and the copy's
// punctuation; the accented letters are a second file per font, app/fonts/fonts.css, fetched only by a page that
// shows one) and to the axes the site uses: about 33 KiB for both. They are preloaded, so headings and text paint
// in them at once; until they arrive, text shows in a local fallback sized to the font's metrics (next/font's
// adjustFontFallback), so the swap moves nothing. The unicode-ranges are the script's CORE_RANGE and BODONI_CORE_RANGE
// (a test checks).
const inter = localFont({
  src: "./fonts/inter-core.woff2",
  weight: "400 700",
  style: "normal",
  variable: "--font-inter",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
  fallback: ["ui-sans-serif", "system-ui", "Arial"],
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2032-2033, U+20AC, U+2122, U+2212",
    },
  ],
});

const bodoni = localFont({
  // Weight 400 with the optical-size axis: hairlines stay fine at display sizes.
  src: "./fonts/bodoni-core.woff2",
  weight: "400",
  style: "normal",
  variable: "--font-bodoni",
  display: "swap",
  preload: true,
  adjustFontFallback: "Times New Roman",
  fallback: ["Didot", "Georgia", "serif"],
  // BODONI_CORE_RANGE: the core range without the dashes, + / @ and ©, which Bodoni draws as hairlines at display
  // sizes; the display stack takes them from Inter ("Maison Display Symbols", app/fonts/fonts.css).
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0020-002A, U+002C, U+002E, U+0030-003F, U+0041-007E, U+00A0, U+00AE, U+00B7, U+00D7, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2032-2033, U+20AC, U+2122, U+2212",
    },
  ],
});

export const metadata: Metadata = {
  metadataBase: new URL(appOrigin()),
  title: { default: HOME_TITLE, template: `%s | ${AGENCY_NAME}` },
  description: HOME_DESCRIPTION,
  applicationName: AGENCY_NAME,
  openGraph: { type: "website", siteName: AGENCY_NAME, locale: "en_US" },
  twitter: { card: "summary_large_image" },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#ffffff",
  colorScheme: "light",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={cn(inter.variable, bodoni.variable)}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <ScrollToTop />
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
