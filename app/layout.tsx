import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { ScrollToTop } from "@/components/site/scroll-to-top";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { env } from "@/lib/env";
import { cn } from "@/lib/utils";
import "./globals.css";

// Fonts come from the @fontsource-variable packages so nothing is fetched from the internet at build or run time.
// They are not preloaded: the two files (about 95 KiB) would otherwise share a phone's bandwidth with the page's
// photograph, its largest paint. Text shows at once in the metric-matched fallback and swaps when the font arrives.
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  variable: "--font-inter",
  display: "swap",
  preload: false,
  fallback: ["ui-sans-serif", "system-ui", "Arial"],
});

const bodoni = localFont({
  // The opsz file carries both the optical-size and weight axes: hairlines stay fine at display sizes.
  src: "../node_modules/@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-opsz-normal.woff2",
  weight: "400 900",
  style: "normal",
  variable: "--font-bodoni",
  display: "swap",
  preload: false,
  fallback: ["Didot", "Georgia", "serif"],
});

const siteName = "Maison Talent";

export const metadata: Metadata = {
  metadataBase: new URL(env().APP_URL ?? "http://localhost:3000"),
  title: { default: `${siteName} — Modelling & Talent Agency`, template: `%s | ${siteName}` },
  description:
    "Maison Talent is a modelling and talent agency representing female, male and teen models and influencers for fashion, editorial and commercial work.",
  applicationName: siteName,
  openGraph: { type: "website", siteName, locale: "en_US" },
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
