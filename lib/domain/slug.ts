/**
 * The slug of a title or a name (blog posts and categories): accents folded, '&' read as 'and', anything else that
 * is not a letter or digit a single hyphen, at most 80 characters; 'post' when nothing is left.
 */
export function slugify(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/g, "") || "post"
  );
}
