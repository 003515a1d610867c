// Draws the footer's social icons into one sprite, public/icons/social.svg, from lucide's icons (ISC), so a page
// refers to a symbol instead of writing each icon's SVG into its HTML and RSC payload.
// Usage: npx tsx scripts/draw-social-icons.ts  (social-sprite.test.ts fails while the file is out of date)
import { writeFileSync } from "node:fs";
import { socialSprite } from "./social-sprite";

void socialSprite().then((sprite) => {
  writeFileSync("public/icons/social.svg", sprite);
  console.log("Wrote public/icons/social.svg");
});
