/** A post as `GET /admin/blog-posts` answers it (dates arrive as ISO strings). */
export type AdminPost = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image: string | null;
  author: { name: string };
  category_id: number | null;
  category: { id: number; slug: string; name: string } | null;
  published: boolean;
  published_at: string | null;
  created_at: string;
};

export type AdminBlogCategory = { id: number; slug: string; name: string };

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** "Mar 4, 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : dateFormat.format(d);
}
