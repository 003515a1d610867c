import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/page-metadata";
import Link from "next/link";
import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/not-found-metadata";
import { ArrowLeft } from "lucide-react";
import { Article } from "@/components/site/article";
import { JsonLd } from "@/components/site/json-ld";
import { ShareButtons } from "@/components/site/share-buttons";
import { siteSetting } from "@/lib/site/site-settings";
import { absoluteUrl } from "@/lib/absolute-url";
import { getPublishedPost } from "@/lib/services/content";

// Rendered on first request, then served from the full-route cache until the blog or post:{slug} tag changes.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ slug: string }> };

/** The post, or null for drafts, scheduled posts and unknown slugs ("Article not found." with a 404, ./not-found.tsx). */
async function find(params: Props["params"]) {
  const { slug } = await params;
  return getPublishedPost(slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await find(params);
  if (!found) return { ...notFoundMetadata, title: "Article not found" };
  const { post } = found;
  const path = `/blog/${post.slug}`;
  return pageMetadata({
    title: post.title,
    description: post.excerpt || post.title,
    path,
    type: "article",
    images: post.image ? [{ url: post.image, alt: post.title }] : undefined,
    extra: {
      authors: [{ name: post.author.name }],
      openGraph: { publishedTime: post.published_at, modifiedTime: post.updated_at, authors: [post.author.name], section: post.category?.name },
    },
  });
}

export default async function BlogPostPage({ params }: Props) {
  const found = await find(params);
  if (!found) notFound();
  const { post, related } = found;
  const brand = await siteSetting("logo-icon");
  const url = absoluteUrl(`/blog/${post.slug}`);

  return (
    <Article
      post={post}
      related={related}
      head={
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
      }
      top={
        <Link href="/blog" className="inline-flex h-11 items-center gap-2 text-xs font-medium tracking-[0.24em] uppercase transition-colors hover:text-accent">
          <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Back to Journal
        </Link>
      }
      share={<ShareButtons title={post.title} canonicalUrl={url} />}
    />
  );
}
