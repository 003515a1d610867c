/**
 * A count with its noun in agreement: "1 model", "3 models", "0 models". English only; `plural` for the nouns
 * whose plural is not the singular and an "s" ("1 person", "2 people").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
