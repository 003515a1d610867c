import { formatLongDate } from "@/lib/domain/dates";
import { blurOf, blurProps } from "@/lib/domain/image-placeholders";
import { Picture } from "@/components/site/picture";
import { CategoryBadge, PostCard } from "@/components/site/post-card";
import type { PublicPost, PublicPostSummary } from "@/lib/services/content";

type ArticleProps = {
  post: PublicPost;
  related?: PublicPostSummary[];
  /** Above the title: the public page's "Back to Journal", the admin preview's own bar. */
  top?: React.ReactNode;
  /** Under the body: the public page's share buttons (a preview has nothing to share yet). */
  share?: React.ReactNode;
  /** The JSON-LD of the public page. */
  head?: React.ReactNode;
};

/** A journal article as the public sees it: the public page and the admin's preview of a draft render this. */
export function Article({ post, related = [], top, share, head }: ArticleProps) {
  const hasAuthorCard = post.author.image || post.author.role || post.author.bio;
  return (
    <article className="pt-8 pb-24 md:pt-12 md:pb-32">
      {head}
      <div className="container-page">
        {top}

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
          <div className="article-body" dangerouslySetInnerHTML={{ __html: post.content }} />

          {share && <div className="mt-14 border-t border-border pt-8">{share}</div>}

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
                {post.author.name && <p className="text-base font-semibold">{post.author.name}</p>}
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
