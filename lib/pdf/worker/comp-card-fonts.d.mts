export interface CompCardFonts {
  serif: string;
  sans: string;
  /** Whether the families are embedded (false: the standard-font fallback). */
  embedded: boolean;
}

export declare const STANDARD_FONTS: CompCardFonts;
export declare function compCardFonts(): CompCardFonts;
