import type { CardView } from "./card-view";

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
