/**
 * What a talent card needs, and nothing more: the card is a client component (components/site/talent-card.tsx), so a
 * listing's RSC payload carries these few fields per card instead of the card's markup a second time.
 */
export interface CardView {
  id: number;
  name: string;
  /** The photo, or the placeholder image when the talent has none. */
  photo: string;
  /** Set when `photo` is the placeholder (absent otherwise: a listing's payload carries it only where it is true). */
  noPhoto?: true;
  /**
   * What shows while the photo loads, as a CSS `background` value: the blur placeholder (`url(data:…) center/cover`,
   * about 140 bytes), or on a listing its average colour (`#788675`, `toListingCardViews`).
   */
  blur?: string;
  /** The next photo, shown on hover. */
  hover?: string;
  heightCm?: number;
}

/**
 * A card as a listing's RSC payload carries it: its fields in a fixed order, without their names. A listing sends 46
 * cards, and their six field names, written out (and escaped again inside the page's script), were 2.7 KB of its
 * HTML. `0` stands for an absent field. The server writes rows with `toCardRow`; the grid, a client component, reads
 * them back with `fromCardRow`: the order is kept here only.
 */
export type CardRow = [id: number, name: string, photo: string, blur: string | 0, hover: string | 0, heightCm: number | 0, noPhoto?: 1];

export function toCardRow(card: CardView): CardRow {
  const row: CardRow = [card.id, card.name, card.photo, card.blur ?? 0, card.hover ?? 0, card.heightCm ?? 0];
  if (card.noPhoto) row.push(1);
  return row;
}

export function fromCardRow([id, name, photo, blur, hover, heightCm, noPhoto]: CardRow): CardView {
  return {
    id,
    name,
    photo,
    ...(noPhoto ? { noPhoto: true as const } : {}),
    ...(blur ? { blur } : {}),
    ...(hover ? { hover } : {}),
    ...(heightCm ? { heightCm } : {}),
  };
}
