import type { MetadataRoute } from "next";
import { siteOrigin } from "@/components/site/site-url";

// APP_URL is read when the file is requested, so one build serves any host.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/dashboard", "/api"] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
