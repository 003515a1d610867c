import { sql } from "drizzle-orm";

/**
 * The default of a reference column: `digits` upper-case hexadecimal digits of a random UUID, made by the database so
 * every way of inserting a row gets one (booking references: 12 digits, job references: 8).
 */
export const randomHexReference = (digits: number) => sql.raw(`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, ${digits}))`);
