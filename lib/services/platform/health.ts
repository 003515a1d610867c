import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}
