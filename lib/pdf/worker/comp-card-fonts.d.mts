export interface CompCardFonts {
  serif: string;
  sans: string;
  /** Whether the families are embedded (false: the standard-font fallback). */
  embedded: boolean;
  /** The Latin Extended cuts of the same faces, as fallback families (ł, ř, ș...); absent for the standard fonts. */
  ext?: { serif: string; sans: string };
}

export declare const STANDARD_FONTS: CompCardFonts;
export declare function compCardFonts(): CompCardFonts;
