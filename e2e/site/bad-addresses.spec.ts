import { expect, test } from "@playwright/test";

// Issue 25: addresses that name nothing or cannot be read, against the real server (Next's router, not the proxy
// alone): a malformed percent-escape was a bare "Internal Server Error", an unknown post an empty error document.

test.describe("bad addresses", () => {
  test("a malformed percent-escape is a 400: the envelope under /api/v1, the site's own page elsewhere", async ({ request }) => {
    for (const path of ["/api/v1/packages/%ZZ", "/api/v1/talents/%ZZ", "/api/v1/admin/talents/%ZZ", "/api/v1/blog-posts/%E0%A4%A"]) {
      for (const method of ["get", "post"] as const) {
        const res = await request[method](path, { maxRedirects: 0 });
        expect(res.status(), `${method} ${path}`).toBe(400);
        expect(await res.json(), path).toEqual({ success: false, message: "The address is malformed." });
      }
    }
    for (const path of ["/p/%ZZ", "/talent/%ZZ", "/talent/%ZZ/comp-card.pdf", "/blog/%ZZ", "/%ZZ", "/p/%ZZ/comp-cards.pdf"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(400);
      const html = await res.text();
      expect(html, path).toContain('<html lang="en">');
      expect(html, path).toContain("<h1>Bad request</h1>");
    }
  });

  test("an unknown post is the whole 404 page, in the HTML itself", async ({ page, request }) => {
    for (const path of ["/blog/no-such-article", "/blog/99999999"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('<html lang="en"');
      expect(html, path).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
    }
    expect((await page.goto("/blog/no-such-article"))?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });
});
