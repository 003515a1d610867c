"use client";

import Link from "next/link";
import { shortlistHref } from "@/lib/domain/shortlist";
import { HeartIcon } from "./heart-icon";
import { useShortlist } from "./shortlist-store";

/** The header's link to the shortlist with its count; the URL carries the ids, so the page renders them at once. */
export function ShortlistLink() {
  const ids = useShortlist();
  const count = ids.length;
  return (
    <Link
      href={shortlistHref(ids)}
      prefetch={false}
      aria-label={count ? `Shortlist, ${count} ${count === 1 ? "talent" : "talents"}` : "Shortlist"}
      className="relative inline-flex size-11 items-center justify-center transition-colors hover:text-accent"
    >
      <HeartIcon filled={count > 0} />
      {count > 0 && (
        <span aria-hidden="true" data-testid="shortlist-count" className="absolute top-1 right-0 min-w-4 rounded-full bg-accent px-1 text-center text-[0.625rem] leading-4 font-medium text-accent-foreground">
          {count}
        </span>
      )}
    </Link>
  );
}
