/** A user's text as a literal inside a SQL LIKE pattern: its own wildcards (% and _) and the escape (\) escaped. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching `term` anywhere. */
export const containsPattern = (term: string): string => `%${escapeLike(term)}%`;
