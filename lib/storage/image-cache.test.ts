import { describe, expect, it } from "vitest";
import { ImageOptimizerCache } from "next/dist/server/image-optimizer";
import { resizedImageKey, resizedImageKeys } from "./image-cache";

describe("the image optimizer's cache keys", () => {
  it("are computed as Next computes them", () => {
    for (const [href, width, quality, mimeType] of [
      ["/api/v1/files/2031/03/abc.webp", 640, 75, "image/webp"],
      ["/api/v1/files/2031/03/abc.webp", 384, 75, "image/avif"],
      ["/demo/talents/f1.jpg", 2560, 75, ""],
    ] as const) {
      expect(resizedImageKey(href, width, quality, mimeType)).toBe(ImageOptimizerCache.getCacheKey({ href, width, quality, mimeType }));
    }
  });

  it("cover every width a srcset of this site offers, in every format", () => {
    const keys = resizedImageKeys("/api/v1/files/x.jpg");
    for (const width of [32, 384, 640, 750, 1080, 1920, 2560]) {
      for (const mimeType of ["image/avif", "image/webp", ""]) {
        expect(keys).toContain(ImageOptimizerCache.getCacheKey({ href: "/api/v1/files/x.jpg", width, quality: 75, mimeType }));
      }
    }
  });
});
