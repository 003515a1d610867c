import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/page-metadata";
import Link from "next/link";
import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/not-found-metadata";
import { ArrowRight } from "lucide-react";
import { formatShortDateUtc as formatShortDate } from "@/lib/domain/dates";
import { blurOf, blurProps } from "@/lib/domain/image-placeholders";
import { PendingLabel } from "@/components/site/pending-link";
import { Picture } from "@/components/site/picture";
import { CategoryBadge, PostCard } from "@/components/site/post-card";
import { siteTexts } from "@/lib/site/site-settings";
import { Pagination } from "@/components/ui/pagination";
import { JOURNAL_PAGE_SIZE, listBlogCategories, getFeaturedPost, listPublishedPosts, type PublicBlogCategory } from "@/lib/services/content";
import { cn } from "@/lib/utils";

// The category links reload the list on the server; meanwhile this line shows under the filter (spec).
const pendingClass = "absolute top-full left-0 mt-4 text-sm normal-case tracking-normal text-muted-foreground";

// The journal's public URLs are `/blog?category=news&page=2`; proxy.ts rewrites them to this route, so each
// category page is rendered once, cached, and revalidated with the blog's cache tag like the posts themselves.
export const revalidate = 600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ category: string; page: string }> };

/** The journal's filter from the rewritten path: `/blog/list/news/2` ("all" is every category). */
async function readFilter(params: Props["params"]) {
  const { category: raw, page: rawPage } = await params;
  const categories = await listBlogCategories();
  const category = raw !== "all" ? categories.find((c) => c.slug === raw) : undefined;
  const pageNumber = Number(rawPage);
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;
  // An unknown category is the 404 page (the body calls notFound(); metadata must not, see lib/not-found-metadata.ts).
  return { categories, category, page, unknown: raw !== "all" && !category };
}

const hrefFor = (category: PublicBlogCategory | undefined, page = 1) => {
  const query = new URLSearchParams();
  if (category) query.set("category", category.slug);
  if (page > 1) query.set("page", String(page));
  const qs = query.toString();
  return qs ? `/blog?${qs}` : "/blog";
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page, unknown } = await readFilter(params);
  if (unknown) return notFoundMetadata;
  const text = await siteTexts({ "blog.subtitle": "Casting calls, talent spotlights and stories from behind the scenes." });
  const title = category ? `${category.name} — Journal` : "Journal";
  return pageMetadata({ title: page > 1 ? `${title} (page ${page})` : title, description: text["blog.subtitle"], path: hrefFor(category, page) });
}

export default async function BlogPage({ params }: Props) {
  const { categories, category, page, unknown } = await readFilter(params);
  if (unknown) notFound();
  const showFeatured = !category && page === 1;
  const [text, featured] = await Promise.all([
    siteTexts({ "blog.title": "Our Blog", "blog.subtitle": "Casting calls, talent spotlights and stories from behind the scenes." }),
    showFeatured ? getFeaturedPost() : Promise.resolve(null),
  ]);
  const posts = await listPublishedPosts({ category: category?.slug, page, limit: JOURNAL_PAGE_SIZE, excludeId: featured?.id });
  const chip = (active: boolean) =>
    cn(
      "inline-flex h-10 shrink-0 items-center rounded-full border px-4 text-xs font-medium tracking-[0.12em] uppercase transition-colors",
      active ? "border-foreground bg-foreground text-background" : "border-foreground/25 hover:border-foreground",
    );

  return (
    <div className="container-page pt-12 pb-24 md:pt-20 md:pb-32">
      <header className="max-w-3xl">
        <p className="eyebrow text-accent">Journal</p>
        <h1 className="mt-4 text-5xl leading-none md:text-8xl">{text["blog.title"]}</h1>
        <p className="mt-6 max-w-xl text-base leading-relaxed text-muted-foreground md:text-lg">{text["blog.subtitle"]}</p>
      </header>

      {featured && (
        <section aria-labelledby="featured-story" className="mt-14 md:mt-20">
          <h2 id="featured-story" className="eyebrow text-muted-foreground">
            Featured Story
          </h2>
          <article className="group relative mt-5 grid gap-8 border-t border-foreground pt-8 md:grid-cols-12 md:gap-12">
            <div className="relative aspect-[3/2] overflow-hidden bg-muted md:col-span-7">
              {featured.image && (
                <Picture
                  src={featured.image}
                  alt=""
                  fill
                  priority
                  sizes="(min-width: 768px) 55vw, 100vw"
                  className="object-cover transition-transform duration-700 group-hover:scale-[1.02]"
                  {...blurProps(blurOf(featured.image))}
                />
              )}
            </div>
            <div className="flex flex-col justify-center md:col-span-5">
              <div className="flex items-center gap-3">
                <CategoryBadge category={featured.category} />
                <time dateTime={featured.published_at} className="text-xs text-muted-foreground">
                  {formatShortDate(featured.published_at)}
                </time>
              </div>
              <h3 className="mt-4 text-3xl leading-tight md:text-5xl">{featured.title}</h3>
              {featured.excerpt && <p className="mt-5 text-base leading-relaxed text-muted-foreground">{featured.excerpt}</p>}
              <Link
                href={`/blog/${featured.slug}`}
                className="mt-8 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.24em] uppercase after:absolute after:inset-0 group-hover:text-accent"
              >
                Read More
                <span className="sr-only">: {featured.title}</span>
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" strokeWidth={1.5} />
              </Link>
            </div>
          </article>
        </section>
      )}

      <section aria-labelledby="latest-posts" className="mt-16 md:mt-24">
        <div className="relative flex flex-col gap-6 border-b border-border pb-6 md:flex-row md:items-end md:justify-between">
          <h2 id="latest-posts" className="text-3xl md:text-5xl">
            Latest Posts
          </h2>
          <nav aria-label="Journal categories">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link href="/blog" aria-current={!category ? "page" : undefined} className={chip(!category)}>
                  All Posts
                  <PendingLabel label="Loading posts..." className={pendingClass} />
                </Link>
              </li>
              {categories.map((c) => (
                <li key={c.slug}>
                  <Link href={hrefFor(c)} aria-current={category?.slug === c.slug ? "page" : undefined} className={chip(category?.slug === c.slug)}>
                    {c.name}
                    <PendingLabel label="Loading posts..." className={pendingClass} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        {posts.data.length === 0 ? (
          <p className="py-20 text-center font-display text-[1.75rem] text-muted-foreground">
            {category ? `No posts in ${category.name} yet.` : "No posts yet."}
          </p>
        ) : (
          <ul className="mt-10 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {posts.data.map((post, i) => (
              <li key={post.id}>
                <PostCard post={post} priority={!featured && i === 0} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={posts.last_page} hrefFor={(p) => hrefFor(category, p)} className="mt-16" />
      </section>
    </div>
  );
}
