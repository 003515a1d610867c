import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { formatLongDate } from "@/components/site/format";
import { blurOf, blurProps } from "@/components/site/images";
import { JsonLd } from "@/components/site/json-ld";
import { Picture } from "@/components/site/picture";
import { CategoryBadge, PostCard } from "@/components/site/post-card";
import { ShareButtons } from "@/components/site/share-buttons";
import { siteSetting } from "@/components/site/site-settings";
import { absoluteUrl } from "@/components/site/site-url";
import { getPublishedPost } from "@/lib/services/blog";
import { sanitizePostHtml } from "@/lib/validation/blog";

// Rendered on first request, then served from the full-route cache until the blog or post:{slug} tag changes.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ slug: string }> };

async function load(params: Props["params"]) {
  const { slug } = await params;
  const result = await getPublishedPost(slug);
  // Drafts, scheduled posts and unknown slugs: "Article not found." with a 404 (./not-found.tsx).
  if (!result) notFound();
  return result;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { post } = await load(params);
  const path = `/blog/${post.slug}`;
  return {
    title: post.title,
    description: post.excerpt || undefined,
    alternates: { canonical: path },
    authors: [{ name: post.author.name }],
    openGraph: {
      type: "article",
      title: post.title,
      description: post.excerpt || undefined,
      url: path,
      publishedTime: post.published_at,
      modifiedTime: post.updated_at,
      authors: [post.author.name],
      section: post.category?.name,
      images: post.image ? [{ url: post.image, alt: post.title }] : undefined,
    },
  };
}

// The body of a post: readable measure, editorial type, no plugin needed.
const prose = [
  "text-lg leading-[1.75] text-foreground/90",
  "[&>*+*]:mt-6 [&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:leading-tight [&_h3]:mt-10 [&_h3]:font-display [&_h3]:text-2xl",
  "[&_a]:underline [&_a]:decoration-accent [&_a]:underline-offset-4 hover:[&_a]:text-accent",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:marker:text-accent",
  "[&_blockquote]:border-l-2 [&_blockquote]:border-accent [&_blockquote]:pl-6 [&_blockquote]:font-display [&_blockquote]:text-2xl [&_blockquote]:leading-snug [&_blockquote]:italic",
  "[&_img]:h-auto [&_img]:w-full [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground [&_hr]:my-12 [&_hr]:border-border",
  "[&_table]:w-full [&_table]:text-base [&_td]:border-b [&_td]:border-border [&_td]:py-2 [&_th]:border-b [&_th]:border-foreground [&_th]:py-2 [&_th]:text-left",
].join(" ");

export default async function BlogPostPage({ params }: Props) {
  const { post, related } = await load(params);
  const brand = await siteSetting("logo-icon");
  const url = absoluteUrl(`/blog/${post.slug}`);
  const hasAuthorCard = post.author.image || post.author.role || post.author.bio;

  return (
    <article className="pt-8 pb-24 md:pt-12 md:pb-32">
      <JsonLd
        data={{
          "@type": "Article",
          headline: post.title,
          description: post.excerpt || undefined,
          image: post.image ? [absoluteUrl(post.image)] : undefined,
          datePublished: post.published_at,
          dateModified: post.updated_at,
          articleSection: post.category?.name,
          mainEntityOfPage: url,
          author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role ?? undefined },
          publisher: {
            "@type": "Organization",
            name: brand.companyName,
            logo: brand.mainLogo ? { "@type": "ImageObject", url: absoluteUrl(brand.mainLogo) } : undefined,
          },
        }}
      />
      <div className="container-page">
        <Link href="/blog" className="inline-flex h-11 items-center gap-2 text-xs font-medium tracking-[0.24em] uppercase transition-colors hover:text-accent">
          <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Back to Journal
        </Link>

        <header className="mx-auto mt-8 max-w-3xl text-center md:mt-12">
          <CategoryBadge category={post.category} />
          <h1 className="mt-6 text-4xl leading-[1.05] sm:text-5xl md:text-6xl">{post.title}</h1>
          <p className="mt-6 text-sm text-muted-foreground">
            <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time>
            {post.read_time && (
              <>
                <span aria-hidden="true" className="mx-2">
                  ·
                </span>
                {post.read_time}
              </>
            )}
          </p>
        </header>
      </div>

      {post.image && (
        <div className="container-page mt-10 md:mt-14">
          <div className="relative mx-auto aspect-[3/2] max-w-5xl overflow-hidden bg-muted">
            <Picture
              src={post.image}
              alt={post.title}
              fill
              priority
              sizes="(min-width: 1024px) 64rem, 100vw"
              className="object-cover"
              {...blurProps(blurOf(post.image))}
            />
          </div>
        </div>
      )}

      <div className="container-page">
        <div className="mx-auto mt-12 max-w-2xl md:mt-16">
          {/* Sanitized when saved and again here, whatever is in the row. */}
          <div className={prose} dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.content) }} />

          <div className="mt-14 border-t border-border pt-8">
            <ShareButtons title={post.title} canonicalUrl={url} />
          </div>

          {hasAuthorCard && (
            <aside aria-label="About the author" className="mt-10 flex gap-5 bg-muted p-6 md:p-8">
              {post.author.image && (
                <Picture
                  src={post.author.image}
                  alt={post.author.name}
                  width={72}
                  height={72}
                  className="size-16 shrink-0 rounded-full object-cover md:size-18"
                  {...blurProps(blurOf(post.author.image))}
                />
              )}
              <div>
                {post.author.name && <p className="font-display text-xl">{post.author.name}</p>}
                {post.author.role && <p className="eyebrow mt-1 text-muted-foreground">{post.author.role}</p>}
                {post.author.bio && <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{post.author.bio}</p>}
              </div>
            </aside>
          )}
        </div>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="container-page mt-20 border-t border-border pt-14 md:mt-28">
          <h2 id="related-articles" className="text-3xl md:text-5xl">
            Related Articles
          </h2>
          <ul className="mt-10 grid gap-x-8 gap-y-12 md:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} readMore="Read Article →" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
