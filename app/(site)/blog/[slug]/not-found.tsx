import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";

/** The tab says what happened, not the journal's generic title. */
export const metadata: Metadata = { title: "Article not found", robots: { index: false } };

/** A missing, draft or scheduled post (status 404). */
export default function ArticleNotFound() {
  return (
    <div className="container-page flex min-h-[60svh] flex-col items-center justify-center py-24 text-center">
      <p className="eyebrow text-accent">Journal</p>
      <h1 className="mt-5 text-4xl md:text-6xl">Article not found.</h1>
      <p className="mt-4 max-w-md text-base text-muted-foreground">It may have been moved or is no longer published.</p>
      <Link href="/blog" className="mt-10 inline-flex h-11 items-center gap-2 text-xs font-medium tracking-[0.24em] uppercase hover:text-accent">
        <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
        Back to Journal
      </Link>
    </div>
  );
}
