/**
 * One-line fields (a name, a title, a company, a phone, a subject) never hold a line break: their values reach mail
 * headers and the lines of the agency's mails, where a break would forge a header or a line of its own. Zod-free, so
 * the public forms' rules (`lib/validation/*-rules.ts`) and the mail templates share it with the schemas.
 */

/** Every character a mail client or a text view may read as the end of a line. */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]/;
const LINE_BREAK_RUNS = /\s*[\r\n\v\f\u0085\u2028\u2029][\s\u0085\u2028\u2029]*/g;

export const ONE_LINE_MESSAGE = "Must be on one line (no line breaks)";

export const hasLineBreak = (value: string): boolean => LINE_BREAKS.test(value);

/** The value on one line: each run of line breaks (with the spaces around it) becomes one space. */
export const flattenLines = (value: string): string => value.replace(LINE_BREAK_RUNS, " ");
