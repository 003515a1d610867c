// Types for the pure parts of ensure-browser.mjs, which its test imports.
export type BrowserState = "ok" | "missing" | "broken";
export interface Tried {
  file: string;
  source: string;
  state: BrowserState;
}

export const DEBIAN_CHROMIUM: string;
export const PATH_NAMES: string[];

export function findChromium(probe: {
  env: Record<string, string | undefined>;
  check: (file: string) => BrowserState;
  playwrightBrowser?: string;
  canonical?: (file: string) => string;
}): { path: string; source: string; tried: Tried[] } | { path: undefined; source: undefined; tried: Tried[] };

export function adviceFor(result: { tried: Tried[]; explicit: boolean; installs?: string[] }): string;
