import type { FieldErrors } from "@/lib/errors";

export const TEXT_NOT_ALLOWED = "This field contains characters that are not allowed.";

/** NUL (Postgres text refuses it) or a lone UTF-16 surrogate (not Unicode; drivers silently turn it into U+FFFD). */
const isStorable = (text: string): boolean => !text.includes("\u0000") && text.isWellFormed();

/**
 * The fields of a parsed input (body, query or params) holding text the database cannot store as sent, each with
 * `TEXT_NOT_ALLOWED`, or null when there is none. Keys are checked as well as values; files are not text. Walks
 * with its own stack rather than recursion, so a deeply nested body cannot overflow the call stack.
 */
export function unstorableTextErrors(input: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (!isStorable(value)) errors[path.length ? path.join(".") : "_"] = [TEXT_NOT_ALLOWED];
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, String(i)] }));
    } else if (typeof value === "object" && value !== null && !(value instanceof Blob)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorable(key)) errors[[...path, key].join(".")] = [TEXT_NOT_ALLOWED];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return Object.keys(errors).length ? errors : null;
}
