"use client";

import { useEffect } from "react";

/**
 * The book's behaviour over its server-rendered markup (components/site/book.tsx): Previous and Next, the "3 / 8"
 * counter (measured once a frame on scroll), ArrowLeft, ArrowRight, Home and End on the focused strip, and the
 * full-screen viewer, which is the same strip fixed over the page (no second copy of the photos): a modal dialog
 * while open, focus kept inside, Escape or Close closing it, focus returned, the page under it not scrolling. It
 * renders nothing: the markup is the server's, so the island is only this code, and it is not first-load
 * JavaScript either (`DeferredBookControls`: the profile is at its budget). Swiping is the browser's own scrolling with CSS scroll snap (app/book.css).
 */
export function BookControls({ id }: { id: string }) {
  useEffect(() => {
    const root = document.getElementById(id);
    const strip = root?.querySelector("ul");
    if (!root || !strip) return;
    const items = strip.children as HTMLCollectionOf<HTMLElement>;
    const count = items.length;
    const [counter, spoken] = root.querySelectorAll("p > span");
    const [previous, next, toggle] = root.querySelectorAll("button");
    let index = 0;
    let shown = 0;
    let frame = 0;
    let opener: HTMLElement | null = null;
    const isFull = () => root.hasAttribute("data-full");

    // The photo at the strip's start (its snap position); at the strip's end, where the last photo is in view though
    // not at the start, the counter names the last. A strip whose photos all fit has nowhere to move.
    const measure = () => {
      frame = 0;
      const origin = items[0].offsetLeft;
      const distance = (i: number) => Math.abs(items[i].offsetLeft - origin - strip.scrollLeft);
      index = 0;
      for (let i = 1; i < count; i++) if (distance(i) < distance(index)) index = i;
      const overflow = strip.scrollWidth - strip.clientWidth;
      const atEnd = overflow > 2 && strip.scrollLeft >= overflow - 2;
      shown = atEnd ? count - 1 : index;
      counter.textContent = `${shown + 1} / ${count}`;
      spoken.textContent = `Photo ${shown + 1} of ${count}`;
      previous.disabled = shown === 0;
      next.disabled = atEnd || overflow <= 2;
    };
    const goTo = (i: number, behavior: ScrollBehavior = matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth") =>
      strip.scrollTo({ left: items[Math.max(0, Math.min(i, count - 1))].offsetLeft - items[0].offsetLeft, behavior });

    const setFull = (on: boolean, i: number) => {
      if (on) opener = document.activeElement as HTMLElement | null;
      root.toggleAttribute("data-full", on);
      root.classList.toggle("surface-dark", on);
      for (const [name, value] of [["role", "dialog"], ["aria-modal", "true"]]) {
        if (on) root.setAttribute(name, value);
        else root.removeAttribute(name);
      }
      toggle.textContent = on ? "Close" : "Full screen";
      document.documentElement.style.overflow = on ? "hidden" : "";
      // The photos change width with the mode: the same photo is shown again, at once.
      goTo(i, "auto");
      (on ? strip : (opener ?? strip)).focus();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const full = isFull();
      if (full && event.key === "Escape") {
        event.preventDefault();
        setFull(false, index);
      } else if (full && event.key === "Tab") {
        // Focus stays inside the open viewer: from its last control to its first, and back.
        const focusable = [strip, ...root.querySelectorAll("button:enabled")] as HTMLElement[];
        const [first, last] = [focusable[0], focusable[focusable.length - 1]];
        const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
        if (wrapTo) {
          event.preventDefault();
          wrapTo.focus();
        }
      } else if (event.target === strip && !event.altKey && !event.metaKey && !event.ctrlKey) {
        const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
        if (to !== undefined) {
          event.preventDefault();
          goTo(to);
        }
      }
    };

    strip.onscroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    // A click on a photo of the strip opens it full screen.
    strip.onclick = (event) => {
      const item = (event.target as HTMLElement).closest("li");
      if (item && !isFull()) setFull(true, [...items].indexOf(item));
    };
    previous.onclick = () => goTo(index - 1);
    next.onclick = () => goTo(index + 1);
    toggle.onclick = () => setFull(!isFull(), isFull() ? index : shown);
    root.addEventListener("keydown", onKeyDown);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener("keydown", onKeyDown);
      strip.onscroll = strip.onclick = previous.onclick = next.onclick = toggle.onclick = null;
      document.documentElement.style.overflow = "";
    };
  }, [id]);
  return null;
}
