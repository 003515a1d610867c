"use client";

import { useImported } from "@/components/ui/use-imported";
import { fromCardRow, type CardRow } from "@/lib/domain/card-row";
import { TalentCard } from "./talent-card";

const loadHeart = () => import("./shortlist-heart");

/**
 * A listing's grid of cards, with a shortlist heart on each. A client component so that the page's RSC payload
 * carries the cards as data (`CardRow`s: their fields without their names) rather than each `<li>`, card and heart
 * a second time after the HTML.
 * The hearts are added once the page has hydrated, when they can work: the HTML has no button that does nothing yet.
 */
export function ListingGrid({ rows }: { rows: CardRow[] }) {
  const hearts = useImported(loadHeart);
  const cards = rows.map(fromCardRow);
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
