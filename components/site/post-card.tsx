import Link from "next/link";
import { Picture } from "./picture";
import type { PublicPostSummary } from "@/lib/services/content";
import { cn } from "@/lib/utils";
import { formatShortDateUtc as formatShortDate } from "@/lib/domain/dates";
import { blurOf, blurProps } from "@/lib/domain/image-placeholders";

/**
 * A post's category as a small tracked label in the text's grey, the same for every category: the journal is black and
 * white like the rest of the site (issue 30, in place of the spec's coloured pills; docs/decisions.md).
 */
export function CategoryBadge({ category, className }: { category: PublicPostSummary["category"]; className?: string }) {
  if (!category) return null;
  return (
    <span data-slot="badge" className={cn("eyebrow text-muted-foreground", className)}>
      {category.name}
    </span>
  );
}

type PostCardProps = {
  post: PublicPostSummary;
  headingLevel?: "h2" | "h3";
  /** The related-articles variant adds "Read Article →". */
  readMore?: string;
  priority?: boolean;
};

/** A journal card: image, category badge, title, excerpt and short date; the whole card links to the post. */
export function PostCard({ post, headingLevel: Heading = "h3", readMore, priority = false }: PostCardProps) {
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative aspect-[3/2] overflow-hidden bg-muted">
        {post.image && (
          <Picture
            src={post.image}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
            {...blurProps(blurOf(post.image))}
          />
        )}
      </div>
      <div className="mt-5 flex items-center gap-3">
        <CategoryBadge category={post.category} />
        <time dateTime={post.published_at} className="text-xs text-muted-foreground">
          {formatShortDate(post.published_at)}
        </time>
      </div>
      <Heading className="mt-3 text-[1.75rem] leading-tight">
        <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-accent">
          {post.title}
        </Link>
      </Heading>
      {post.excerpt && <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{post.excerpt}</p>}
      {readMore && (
        <span aria-hidden="true" className="mt-5 text-xs font-semibold tracking-[0.2em] uppercase group-hover:text-accent">
          {readMore}
        </span>
      )}
    </article>
  );
}
