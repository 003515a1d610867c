"use client";

import { useImported } from "@/components/ui/use-imported";
import type { CardView } from "./card-view";
import { TalentCard } from "./talent-card";

const loadHeart = () => import("./shortlist-heart");

/**
 * A listing's grid of cards, with a shortlist heart on each. A client component so that the page's RSC payload
 * carries the cards as data (`CardView`s) rather than each `<li>`, card and heart a second time after the HTML.
 * The hearts are added once the page has hydrated, when they can work: the HTML has no button that does nothing yet.
 */
export function ListingGrid({ cards }: { cards: CardView[] }) {
  const hearts = useImported(loadHeart);
  return (
    <ul className="card-grid">
      {cards.map((card, i) => (
        <li key={card.id}>
          <TalentCard card={card} priority={i === 0} />
          {hearts && <hearts.ShortlistHeart id={card.id} name={card.name} />}
        </li>
      ))}
    </ul>
  );
}
