import { notFound } from "next/navigation";
import HomePage, { generateMetadata } from "../../page";

/** The one edition of the home page; next.config.ts rewrites `/` to `/home/{HOME_EDITION}`. */
const HOME_EDITION = "current";

// `/` served from the full-route cache like the listings: rendered on its first request (a dynamic segment with no
// static params, so `next build`, which has no database, never renders it with the default settings), then kept
// until a settings tag is revalidated (an admin saving the banner, brands, texts...; lib/services/settings.ts) or
// an hour has passed. The page itself is app/(site)/page.tsx.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export { generateMetadata };

export default async function CachedHomePage({ params }: { params: Promise<{ edition: string }> }) {
  if ((await params).edition !== HOME_EDITION) notFound();
  return <HomePage />;
}
