"use client";

import { HeartIcon } from "./heart-icon";
import { toggleShortlist, useShortlist } from "./shortlist-store";

type Props = {
  id: number;
  name: string;
  /**
   * `card`: a round button over a listing photo; `profile`: a quiet outline button with its label (the styles
   * `.card-heart` and `.profile-heart`, app/listing.css).
   */
  variant?: "card" | "profile";
  className?: string;
};

/**
 * Toggles a talent on the visitor's shortlist. One accessible name whatever the state ("Add Ada to shortlist"),
 * with `aria-pressed` saying whether it is on, as a toggle button should.
 */
export function ShortlistHeart({ id, name, variant = "card", className = "" }: Props) {
  const on = useShortlist().includes(id);
  const look = variant === "card" ? "card-heart" : "profile-heart";
  return (
    <button type="button" aria-pressed={on} aria-label={`Add ${name} to shortlist`} onClick={() => toggleShortlist(id)} className={className ? `${look} ${className}` : look}>
      <HeartIcon filled={on} />
      {variant === "profile" && "Shortlist"}
    </button>
  );
}
