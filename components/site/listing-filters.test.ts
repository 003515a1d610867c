import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeightRangeFields } from "./height-range-fields";
import { ListingFilters } from "./listing-filters";
import { SiteMenu } from "./site-menu";

/* Issue 35: the listing filter put each select's <div> wrapper inside its <label> (30 markup errors on 5 pages). */

/** Every <label>…</label> of the markup, and the `for` of each. */
const labelsOf = (html: string) => [...html.matchAll(/<label([^>]*)>([\s\S]*?)<\/label>/g)].map((m) => ({ attrs: m[1], inner: m[2] }));

describe("the listing filter's markup", () => {
  it("puts no block inside a label and labels every select by its id", () => {
    const html =
      renderToStaticMarkup(createElement(ListingFilters, { slug: "female-models", filters: {}, heights: null } as never)) +
      renderToStaticMarkup(createElement(HeightRangeFields, {}));
    const labels = labelsOf(html);
    const selects = [...html.matchAll(/<select[^>]*id="([^"]+)"/g)].map((m) => m[1]);
    expect(selects.length).toBeGreaterThanOrEqual(6);
    expect(labels.filter((l) => /<(div|p|select|fieldset)\b/.test(l.inner))).toEqual([]);
    for (const id of selects) expect(labels.some((l) => l.attrs.includes(`for="${id}"`)), id).toBe(true);
  });

  it("gives the menu, which comes before the page's <h1>, no heading", () => {
    const html = renderToStaticMarkup(createElement(SiteMenu, {}));
    expect(html).toContain('id="site-menu-title"');
    expect(html).not.toMatch(/<h[1-6]\b/);
  });
});
