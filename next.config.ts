import path from "node:path";
import type { NextConfig } from "next";

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
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "postgres", "country-state-city"],
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: [
      { protocol: "https", hostname: "utfs.io" },
      { protocol: "https", hostname: "*.ufs.sh" },
    ],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
