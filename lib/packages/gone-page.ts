import { AGENCY_NAME } from "@/lib/domain/brand";
import { packageMessages } from "@/lib/domain/packages";

/**
 * The whole HTML page an expired or revoked package link answers with, status 410. proxy.ts answers it itself because
 * Next drops the status of a proxy rewrite to a page (it renders the page with 200), and a page cannot set its own.
 * Self-contained (the site's stylesheet is hashed per build), in the site's look: the wordmark, the display serif,
 * black on white with the accent, and the same words as the page's own version (components/packages/package-gone.tsx).
 */
export function packageGoneHtml(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${packageMessages.gone} | ${AGENCY_NAME}</title>
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#fff;color:#0b0b0b;font:16px/1.6 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
header{padding:24px;border-bottom:1px solid #e3dfda;text-align:center}
header a{color:inherit;text-decoration:none;font-size:14px;font-weight:500;letter-spacing:.3em;text-transform:uppercase}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:96px 24px;text-align:center}
.eyebrow{margin:0;color:#7b1e2b;font-size:12px;font-weight:500;letter-spacing:.18em;text-transform:uppercase}
h1{margin:24px 0 0;max-width:42rem;font:400 clamp(36px,6vw,48px)/1.05 "Bodoni Moda","Bodoni 72",Didot,"Didot LT STD","Times New Roman",Georgia,serif}
p.detail{margin:16px 0 0;max-width:28rem;color:#595959}
a.button{margin-top:40px;display:inline-flex;align-items:center;height:48px;padding:0 24px;background:#0b0b0b;color:#fff;font-size:14px;font-weight:500;text-decoration:none}
a.button:hover{background:#7b1e2b}
a:focus-visible{outline:2px solid #7b1e2b;outline-offset:3px}
</style>
</head>
<body>
<header><a href="/">${AGENCY_NAME}</a></header>
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
