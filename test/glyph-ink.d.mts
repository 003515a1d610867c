/** A font file opened by fontkit, at the given variation axes (`{ opsz: 48 }`). */
export type InkFont = { readonly unitsPerEm: number };
export function openFont(file: string, axes?: Record<string, number>): InkFont;
export function glyphInk(font: InkFont, char: string): { mapped: boolean; area: number; stroke: number; unitsPerEm: number };
