"use client";

import { useCallback, useEffect, useRef, useState } from "react";

type Props = {
  /** The talent's name, for the strip's and the viewer's labels. */
  name: string;
  count: number;
  /** The photos, each an `<li>` rendered on the server (components/site/book.tsx). */
  children: React.ReactNode;
};

const ICON_BUTTON = "inline-flex size-11 items-center justify-center disabled:opacity-60";

const FOCUSABLE = "button:not([disabled]), [tabindex='0'], a[href]";

const behavior = (): ScrollBehavior => (window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");

type Position = { index: number; atEnd: boolean; overflows: boolean };

/**
 * The photo at the strip's start (its snap position); whether the strip is scrolled to its end, where the last photo
 * is in view though not at the start (the counter then names the last); and whether it overflows at all (a strip
 * whose photos all fit has nowhere to move).
 */
function positionOf(strip: HTMLUListElement): Position {
  const items = strip.children as HTMLCollectionOf<HTMLElement>;
  const origin = items[0]?.offsetLeft ?? 0;
  let index = 0;
  let nearest = Infinity;
  for (let i = 0; i < items.length; i++) {
    const distance = Math.abs(items[i].offsetLeft - origin - strip.scrollLeft);
    if (distance < nearest) [nearest, index] = [distance, i];
  }
  const overflow = strip.scrollWidth - strip.clientWidth;
  return { index, atEnd: overflow > 2 && strip.scrollLeft >= overflow - 2, overflows: overflow > 2 };
}

/**
 * The book's controls around the server-rendered strip: Previous and Next, the "3 / 8" counter (kept up to date on
 * scroll, once a frame), the arrow keys, Home and End on the focused strip, and the full-screen viewer, which is the
 * same strip fixed over the page (no second copy of the photos). Swiping is the browser's own scrolling with CSS
 * scroll snap (app/book.css), so a phone needs no script to move through the book.
 */
export function BookViewer({ name, count, children }: Props) {
  const root = useRef<HTMLElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const frame = useRef(0);
  const [position, setPosition] = useState<Position>({ index: 0, atEnd: false, overflows: count > 1 });
  const [full, setFull] = useState(false);

  const measure = useCallback(() => {
    frame.current = 0;
    if (strip.current) setPosition(positionOf(strip.current));
  }, []);
  const onScroll = () => {
    if (!frame.current) frame.current = requestAnimationFrame(measure);
  };

  const goTo = useCallback((index: number, how: ScrollBehavior = behavior()) => {
    const list = strip.current;
    const items = list?.children as HTMLCollectionOf<HTMLElement> | undefined;
    if (!list || !items?.length) return;
    const target = items[Math.max(0, Math.min(index, items.length - 1))];
    list.scrollTo({ left: target.offsetLeft - items[0].offsetLeft, behavior: how });
  }, []);

  const shown = position.atEnd ? count - 1 : position.index;
  const previous = () => goTo(position.index - 1);
  const next = () => goTo(position.index + 1);

  const open = (index: number) => {
    opener.current = document.activeElement as HTMLElement | null;
    setFull(true);
    // The strip's photos change width when it goes full screen: once laid out again, the same photo is shown.
    requestAnimationFrame(() => {
      goTo(index, "auto");
      strip.current?.focus();
    });
  };
  const close = useCallback(() => {
    const index = strip.current ? positionOf(strip.current).index : 0;
    setFull(false);
    requestAnimationFrame(() => {
      goTo(index, "auto");
      (opener.current ?? strip.current)?.focus();
    });
  }, [goTo]);

  // While the viewer is open the page under it does not scroll.
  useEffect(() => {
    if (!full) return;
    const html = document.documentElement;
    const before = html.style.overflow;
    html.style.overflow = "hidden";
    return () => {
      html.style.overflow = before;
    };
  }, [full]);

  // Measured once laid out: a strip whose photos all fit disables Next.
  useEffect(() => {
    frame.current = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame.current);
  }, [measure]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (full && event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    // Focus stays inside the open viewer: Tab from its last control goes to its first, and back.
    if (full && event.key === "Tab" && root.current) {
      const focusable = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (event.target !== strip.current) return;
    const moves: Record<string, number> = { ArrowLeft: position.index - 1, ArrowRight: position.index + 1, Home: 0, End: count - 1 };
    if (event.key in moves && !event.altKey && !event.metaKey && !event.ctrlKey) {
      event.preventDefault();
      goTo(moves[event.key]);
    }
  };

  // A click on a photo of the strip opens it full screen.
  const onClick = (event: React.MouseEvent<HTMLUListElement>) => {
    if (full) return;
    const item = (event.target as HTMLElement).closest("li");
    if (item && strip.current) open([...strip.current.children].indexOf(item));
  };

  return (
    <section
      ref={root}
      className={full ? "book surface-dark" : "book"}
      data-full={full || undefined}
      aria-label={`${name}'s book`}
      {...(full ? { role: "dialog", "aria-modal": true } : {})}
      onKeyDown={onKeyDown}
    >
      <ul ref={strip} tabIndex={0} aria-label={`Photos of ${name}, ${count} in all`} onScroll={onScroll} onClick={onClick}>
        {children}
      </ul>
      <div className="container-page flex h-12 items-center">
        <p className="flex-1 text-xs tracking-[0.24em] tnum" aria-live="polite" aria-atomic="true">
          <span data-testid="book-counter" aria-hidden="true">{`${shown + 1} / ${count}`}</span>
          <span className="sr-only">{`Photo ${shown + 1} of ${count}`}</span>
        </p>
        <button type="button" className={ICON_BUTTON} onClick={previous} disabled={shown === 0} aria-label="Previous photo">
          <Chevron back />
        </button>
        <button type="button" className={ICON_BUTTON} onClick={next} disabled={position.atEnd || !position.overflows} aria-label="Next photo">
          <Chevron />
        </button>
        {full ? (
          <button type="button" className="eyebrow inline-flex h-11 items-center px-3" onClick={close}>
            Close
          </button>
        ) : (
          <button type="button" className="eyebrow inline-flex h-11 items-center px-3" onClick={() => open(shown)}>
            Full screen
          </button>
        )}
      </div>
    </section>
  );
}

/** Lucide's chevron, drawn here: the island stays a few kilobytes without the icon package's runtime. */
function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d={back ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
    </svg>
  );
}
