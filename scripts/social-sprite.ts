import { socialIcons, type SocialIcon } from "@/lib/domain/social-platforms";

type IconNode = [tag: string, attributes: Record<string, string>][];

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** lucide's drawing of one icon (its `__iconNode`: the elements inside its 24x24 SVG). */
async function iconNodeOf(name: SocialIcon): Promise<IconNode> {
  const icon = (await import(`lucide-react/dist/esm/icons/${name}.js`)) as { __iconNode: IconNode };
  return icon.__iconNode;
}

/**
 * The footer's social icons as one SVG sprite: a symbol per icon, with lucide's stroke (1.5 px, as the footer draws
 * them) set on the symbol, so a page refers to one with `<use href="/icons/social.svg#instagram">` and its colour
 * follows the text's (`currentColor`).
 */
export async function socialSprite(): Promise<string> {
  const symbols = await Promise.all(
    socialIcons.map(async (name) => {
      const body = (await iconNodeOf(name))
        // lucide's `key` is React's, not an attribute.
        .map(([tag, attributes]) => `<${tag} ${Object.entries(attributes).filter(([k]) => k !== "key").map(([k, v]) => `${k}="${escapeAttribute(v)}"`).join(" ")}/>`)
        .join("");
      return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
