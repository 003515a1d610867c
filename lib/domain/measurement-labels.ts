/**
 * The names of the measurements follow the board a talent is on: agencies print chest and suit size for men, bust and
 * dress size for women. The one home of these labels, used by the profile, the client package, the comp card, the
 * dashboard and the admin. Browser-safe.
 */

type Board = "men" | "women";

/** The men's board is the `male` category, or a male influencer or teen; everyone else reads the women's labels. */
function boardOf(talent: { category?: string | null; gender?: string | null }): Board {
  if (talent.category === "male") return "men";
  if (talent.category === "female") return "women";
  return talent.gender === "male" ? "men" : "women";
}

export interface MeasurementLabels {
  height: string;
  bust: string;
  waist: string;
  hips: string;
  dress_size: string;
  shoe_size: string;
  hair_color: string;
  eye_color: string;
}

const shared = { height: "Height", waist: "Waist", hips: "Hips", shoe_size: "Shoe Size" };

/** Full labels: the profile, the package page, the dashboard and the admin (American spelling of colour there). */
const labels: Record<Board, Omit<MeasurementLabels, "hair_color" | "eye_color">> = {
  men: { ...shared, bust: "Chest", dress_size: "Suit Size" },
  women: { ...shared, bust: "Bust", dress_size: "Dress Size" },
};

/** The labels for a talent; `colour` picks the public pages' British spelling, the app keeps the spec's "Color". */
export function measurementLabelsFor(talent: { category?: string | null; gender?: string | null }, spelling: "colour" | "color" = "colour"): MeasurementLabels {
  const c = spelling === "colour" ? "Colour" : "Color";
  return { ...labels[boardOf(talent)], hair_color: `Hair ${c}`, eye_color: `Eye ${c}` };
}

/** The comp card's short labels ("Chest", "Suit" for men; "Bust", "Dress" for women). */
export function compCardLabelsFor(talent: { category?: string | null; gender?: string | null }): { bust: string; dress_size: string } {
  return boardOf(talent) === "men" ? { bust: "Chest", dress_size: "Suit" } : { bust: "Bust", dress_size: "Dress" };
}

/** Every short label of the comp card, for its field table (`measurement-fields.ts`). */
export function compCardMeasurementLabelsFor(talent: { category?: string | null; gender?: string | null }): MeasurementLabels {
  return { height: "Height", waist: "Waist", hips: "Hips", shoe_size: "Shoe", hair_color: "Hair", eye_color: "Eyes", ...compCardLabelsFor(talent) };
}
