/** A server's message for a field, kept while the field still holds the value that was sent. */
export type ServerAnswer = { message: string; value: unknown };

/**
 * The messages of a checked form (`useCheckedForm`): the checker's, else the server's for a field whose value has not
 * changed since it was sent; empty ones dropped. `all` decides whether a submit may go; `shown` is what the fields
 * display (only those left once, or all of them after a submit).
 */
export function checkedErrors(
  values: object,
  found: Record<string, string | null | undefined>,
  server: Record<string, ServerAnswer>,
  shownFields: ReadonlySet<string>,
): { all: Record<string, string>; shown: Record<string, string> } {
  const merged: Record<string, string | null | undefined> = { ...found };
  for (const [field, answer] of Object.entries(server)) {
    if ((values as Record<string, unknown>)[field] === answer.value) merged[field] ||= answer.message;
  }
  const all = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const shown = Object.fromEntries(Object.entries(all).filter(([field]) => shownFields.has(field)));
  return { all, shown };
}
