import path from "node:path";
import type { NextConfig } from "next";
import { IMAGE_DEVICE_SIZES, IMAGE_FORMATS, shortImageRewrite } from "./lib/domain/card-image";

const isDev = process.env.NODE_ENV !== "production";

// Inline scripts are Next's own bootstrap; 'unsafe-eval' only in development for React Refresh.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://utfs.io https://*.ufs.sh",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  // Two years, the site's subdomains too. Not in development, where it would pin localhost to https; and without
  // `preload`, a commitment the domain's owner makes on hstspreload.org, not something a build should imply.
  ...(isDev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
];

const nextConfig: NextConfig = {
  // Several dev servers can run side by side from one checkout, each with its own build folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The dev server is also opened as 127.0.0.1 (browser tests); without this it refuses to hydrate there.
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  // With several instances the cache must be shared, or an admin's change would show on one instance only.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve(process.cwd(), "lib/cache-handler/redis-cache-handler.mjs"), cacheMaxMemorySize: 0 }
    : {}),
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "postgres", "country-state-city", "piscina"],
  images: {
    formats: IMAGE_FORMATS,
    // The widths a photograph's srcset offers (with the default imageSizes up to 384). Next's default list has eight,
    // up to 3840; every candidate is written into the HTML and again into its RSC payload, for each card of a
    // listing. These five still give a phone (750), a laptop and a 4K screen's half (2560) a sharp picture.
    deviceSizes: IMAGE_DEVICE_SIZES,
    remotePatterns: [
      { protocol: "https", hostname: "utfs.io" },
      { protocol: "https", hostname: "*.ufs.sh" },
    ],
  },
  // `/` is rendered by app/(site)/home/[edition] so that it is cached like the listings (see that file).
  // `/img/{width}{path}`: the talent cards' short form of the image optimizer's URL (lib/domain/card-image.ts).
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/", destination: "/home/current" },
        shortImageRewrite,
      ],
    };
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
