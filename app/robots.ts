import type { MetadataRoute } from "next";
import { appOrigin } from "@/lib/env";

// APP_URL is read when the file is requested, so one build serves any host. /blog/list/ is where proxy.ts
// rewrites the journal's /blog?category= pages: crawlers index those, not the internal copies.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const origin = appOrigin();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/dashboard", "/api", "/blog/list/"] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
