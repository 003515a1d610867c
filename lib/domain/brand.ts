/** The agency's name, wherever the code shows or sends it (browser-safe: no other import). */
export const AGENCY_NAME = "Maison Talent";
