import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, Pencil } from "lucide-react";
import { Article } from "@/components/site/article";
import { buttonClassName } from "@/components/ui/button";
import { requireStaffPage } from "@/lib/services/accounts";
import { getPostPreview, type PostState } from "@/lib/services/content";

type Props = { params: Promise<{ id: string }> };

async function load(params: Props["params"]) {
  const viewer = await requireStaffPage("news");
  const { id } = await params;
  const preview = /^\d{1,10}$/.test(id) ? await getPostPreview(viewer, Number(id)) : null;
  if (!preview) notFound();
  return preview;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { post } = await load(params);
  return { title: `Preview: ${post.title}`, robots: { index: false, follow: false } };
}

const stateText: Record<PostState, string> = {
  draft: "Draft: not on the site yet. This is how the article will look once published.",
  scheduled: "Scheduled: this is how the article will look once its publication date comes.",
  published: "Published: this is the article as visitors see it.",
};

/**
 * Staff's preview of any post, draft or scheduled included, in the public article layout, rendered on the server
 * behind the news permission (the public page answers "Article not found." for a draft).
 */
export default async function NewsPreviewPage({ params }: Props) {
  const { post, state } = await load(params);
  return (
    <div className="rounded-md border border-border bg-background">
      <Article
        post={post}
        top={
          <div className="flex flex-col gap-3 border-b border-border pb-4 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="text-sm">
              <span className="mr-2 rounded-sm bg-muted px-1.5 py-0.5 text-xs font-medium tracking-wide uppercase">Preview</span>
              {stateText[state]}
            </p>
            <div className="flex shrink-0 gap-2">
              <Link href="/admin/news" className={buttonClassName({ variant: "ghost", size: "sm" })}>
                <ArrowLeft aria-hidden="true" />
                Back to News
              </Link>
              <Link href={`/admin/news/edit/${post.id}`} className={buttonClassName({ variant: "outline", size: "sm" })}>
                <Pencil aria-hidden="true" />
                Edit post
              </Link>
            </div>
          </div>
        }
      />
    </div>
  );
}
