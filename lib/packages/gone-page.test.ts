import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GONE_PAGE_FONTS, packageGoneHtml } from "./gone-page";
import { packageMessages } from "@/lib/domain/packages";

describe("the package link's 410 page", () => {
  it("is set in the site's own fonts: the copies in public/ are the files the root layout loads", () => {
    for (const url of Object.values(GONE_PAGE_FONTS)) {
      const copy = readFileSync(path.join("public", url));
      const original = readFileSync(path.join("app/fonts", path.basename(url)));
      expect(copy.equals(original), url).toBe(true);
    }
    const html = packageGoneHtml();
    expect(html).toContain(`src:url("${GONE_PAGE_FONTS.display}")`);
    expect(html).toContain(`src:url("${GONE_PAGE_FONTS.sans}")`);
    expect(html).toMatch(/h1\{[^}]*"Maison Bodoni"/);
    expect(html).toMatch(/body\{[^}]*"Maison Inter"/);
  });

  it("says the page's words", () => {
    const html = packageGoneHtml();
    expect(html).toContain(`<h1>${packageMessages.gone}</h1>`);
    expect(html).toContain(packageMessages.goneDetail);
    expect(html).toContain('href="/contact"');
  });
});
