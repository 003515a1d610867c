import { AGENCY_NAME } from "@/lib/domain/brand";
import { packageMessages } from "@/lib/domain/packages";

/**
 * The core subsets of the site's two fonts, as plain files in `public/fonts/` (copies of app/fonts' files, which the
 * root layout loads under build-hashed names this page cannot know; gone-page.test.ts holds the copies to them).
 */
export const GONE_PAGE_FONTS = { sans: "/fonts/inter-core.woff2", display: "/fonts/bodoni-core.woff2" } as const;

/**
 * The whole HTML page an expired or revoked package link answers with, status 410. proxy.ts answers it itself because
 * Next drops the status of a proxy rewrite to a page (it renders the page with 200), and a page cannot set its own.
 * Self-contained (the site's stylesheet is hashed per build), drawn to the measures of the site's 404
 * (components/site/not-found-message.tsx): the wordmark in the header, a tracked label, the heading in Bodoni Moda,
 * the text in Inter (the site's own font files), black on white, the same words as the page's own version
 * (components/packages/package-gone.tsx).
 */
export function packageGoneHtml(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${packageMessages.gone} | ${AGENCY_NAME}</title>
<link rel="preload" href="${GONE_PAGE_FONTS.sans}" as="font" type="font/woff2" crossorigin>
<link rel="preload" href="${GONE_PAGE_FONTS.display}" as="font" type="font/woff2" crossorigin>
<style>
@font-face{font-family:"Maison Inter";src:url("${GONE_PAGE_FONTS.sans}") format("woff2");font-weight:400 700;font-display:swap}
@font-face{font-family:"Maison Bodoni";src:url("${GONE_PAGE_FONTS.display}") format("woff2");font-weight:400;font-display:swap;unicode-range:U+0020-002A,U+002C,U+002E,U+0030-003F,U+0041-007E,U+2018-2019,U+201C-201D,U+2026}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#fff;color:#0b0b0b;font:16px/1.6 "Maison Inter",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;-webkit-font-smoothing:antialiased}
header{border-bottom:1px solid #e3dfda}
.bar,main{width:100%;max-width:80rem;margin:0 auto;padding:0 20px}
.bar{height:64px;display:flex;align-items:center}
header a{color:inherit;text-decoration:none;font:400 18px/1 "Maison Bodoni","Maison Inter",serif;letter-spacing:.2em;text-transform:uppercase}
main{flex:1;display:flex;flex-direction:column;align-items:flex-start;justify-content:center;padding-top:80px;padding-bottom:80px}
.eyebrow{margin:0;color:#595959;font-size:12px;line-height:16px;font-weight:500;letter-spacing:.24em;text-transform:uppercase}
h1{margin:20px 0 0;max-width:48rem;font:400 48px/1.02 "Maison Bodoni","Maison Inter",serif;letter-spacing:-.01em;text-wrap:balance}
p.detail{margin:24px 0 0;max-width:28rem;color:#595959}
a.button{margin-top:40px;display:inline-flex;align-items:center;height:56px;padding:0 40px;background:#0b0b0b;color:#fff;font-size:14px;font-weight:500;letter-spacing:.02em;text-decoration:none}
a.button:hover{background:#2b2b2b}
a:focus-visible{outline:2px solid #7b1e2b;outline-offset:2px}
@media (min-width:768px){.bar{height:80px}.bar,main{padding-left:40px;padding-right:40px}header a{font-size:22px}main{padding-top:128px;padding-bottom:128px}h1{font-size:72px}}
</style>
</head>
<body>
<header><div class="bar"><a href="/">${AGENCY_NAME}</a></div></header>
<main>
<p class="eyebrow">Private selection</p>
<h1>${packageMessages.gone}</h1>
<p class="detail">${packageMessages.goneDetail}</p>
<a class="button" href="/contact">${packageMessages.goneContact}</a>
</main>
</body>
</html>
`;
}
