import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The database's type, apart from the client that opens it, so the seed, the factories and the migrator need no client. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or a transaction: what a service function that can join a transaction takes. */
export type DbOrTx = Db | Tx;
