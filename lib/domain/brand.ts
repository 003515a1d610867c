/** The agency's name, wherever the code shows or sends it (browser-safe: no other import). */
export const AGENCY_NAME = "Maison Talent";

/** The home page's title (the root layout's default title) and the site's description. */
export const HOME_TITLE = `${AGENCY_NAME} — Modelling & Talent Agency`;
export const HOME_DESCRIPTION = `${AGENCY_NAME} is a modelling and talent agency representing female, male and teen models and influencers for fashion, editorial and commercial work.`;
