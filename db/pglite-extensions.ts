/**
 * The extensions every PGlite this project opens must load in its constructor (`PGlite.create({ extensions })`): the
 * migrations create them (`CREATE EXTENSION IF NOT EXISTS pg_trgm`, the search indexes of issue 38), and a database
 * whose indexes use one cannot be written without it. PostgreSQL ships them in contrib.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}
