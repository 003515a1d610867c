"use client";

import { toggleShortlist, useShortlist } from "./shortlist-store";

/** The heart's outline, filled when the talent is on the shortlist (18 px, drawn inline: no icon library). */
export function HeartIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.5" className={className}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.7 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.5 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </svg>
  );
}

type Props = {
  id: number;
  name: string;
  /** `card`: a round button over a listing photo; `profile`: a full-width outline button with its label. */
  variant?: "card" | "profile";
  className?: string;
};

/**
 * Toggles a talent on the visitor's shortlist. One accessible name whatever the state ("Add Ada to shortlist"),
 * with `aria-pressed` saying whether it is on, as a toggle button should.
 */
export function ShortlistHeart({ id, name, variant = "card", className = "" }: Props) {
  const on = useShortlist().includes(id);
  const look =
    variant === "card"
      ? "card-heart"
      : "inline-flex h-14 w-full items-center justify-center gap-2 border border-border px-8 text-sm font-medium transition-colors hover:border-foreground aria-pressed:border-foreground";
  return (
    <button type="button" aria-pressed={on} aria-label={`Add ${name} to shortlist`} onClick={() => toggleShortlist(id)} className={className ? `${look} ${className}` : look}>
      <HeartIcon filled={on} />
      {variant === "profile" && "Shortlist"}
    </button>
  );
}
