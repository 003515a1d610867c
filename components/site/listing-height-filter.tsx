"use client";

import type { ComponentType } from "react";
import type * as Module from "./height-range-fields";
import { useImported } from "@/components/ui/use-imported";
import type { HeightRange } from "@/lib/domain/height-steps";

type Props = { min?: number; max?: number; range?: HeightRange | null };

/**
 * The listing filter's height range, written into the HTML as usual but not first-load JavaScript: the filter is
 * folded away under its summary on a listing's first view, so its unit switch and option lists come in a chunk of
 * their own, fetched alongside the page's scripts (a plain `import()`, as the toast outlet's).
 *
 * The server requires the fields at once and renders them. In the browser, until the chunk arrives, an empty
 * `<fieldset>` with `dangerouslySetInnerHTML` stands in for them: React hydrates it without touching the server's
 * markup inside, so the range shows and submits as rendered (it works without scripts too); then the fields replace
 * it. Until then the server's unit switch takes no clicks (`pending`) rather than losing them. Not `React.lazy` in
 * a `<Suspense>`: React streams a boundary this large after the rest of a long page, behind a script.
 * `process.env.NEXT_RUNTIME` is empty in the browser build, which therefore drops the require.
 */
// eslint-disable-next-line no-restricted-properties -- the literal define, so that the browser build drops the branch
const OnServer: ComponentType<Props & { pending?: boolean }> | null = process.env.NEXT_RUNTIME
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    (require("./height-range-fields") as typeof Module).HeightRangeFields
  : null;
// Fetched from the start, alongside hydration, so that it has usually arrived before anyone opens the filter.
const loading = OnServer ? null : import("./height-range-fields");
const loaded = () => loading!;

export function ListingHeightFilter(props: Props) {
  const imported = useImported(loaded);
  const Fields = OnServer ?? imported?.HeightRangeFields;
  if (Fields) return <Fields {...props} pending={!!OnServer} />;
  // The server markup's root, kept as it is: HeightRangeFields' fieldset (its classes are the server's until then).
  return <fieldset className="height-range" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
