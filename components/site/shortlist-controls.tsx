"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { shortlistHref } from "@/lib/domain/shortlist";
import { getShortlist, setShortlist } from "./shortlist-store";

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Keeps the shortlist page and the stored list together. With ids in the URL the page shows them and they become the
 * stored list (a shared link is adopted; a talent no longer shown is dropped). Without ids (a typed `/shortlist`),
 * the stored list is put in the URL, which renders it.
 */
export function ShortlistSync({ shown, fromUrl }: { shown: number[]; fromUrl: boolean }) {
  const router = useRouter();
  const key = shown.join(",");
  useEffect(() => {
    const ids = key ? key.split(",").map(Number) : [];
    const stored = getShortlist();
    if (fromUrl) {
      if (!same(stored, ids)) setShortlist(ids);
    } else if (stored.length) {
      router.replace(shortlistHref(stored), { scroll: false });
    }
  }, [key, fromUrl, router]);
  return null;
}

/** Takes a talent off the shortlist page: the stored list and the URL lose it, and focus goes to the page's heading. */
export function ShortlistRemove({ id, name }: { id: number; name: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      aria-label={`Remove ${name} from shortlist`}
      onClick={() => {
        // The stored list, not the rendered one: a second removal before the page re-renders keeps the first.
        const next = getShortlist().filter((x) => x !== id);
        setShortlist(next);
        router.replace(shortlistHref(next), { scroll: false });
        document.getElementById("shortlist-heading")?.focus();
      }}
      className="mt-2 inline-flex h-11 items-center text-xs font-medium tracking-[0.14em] text-muted-foreground uppercase underline-offset-4 hover:text-accent hover:underline"
    >
      Remove
    </button>
  );
}
