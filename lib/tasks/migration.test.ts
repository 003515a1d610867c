import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "@/db/migrate";
import { pgliteExtensions } from "@/db/pglite-extensions";

/*
 * The migration that made `queued_jobs` the background tasks (issue 37), run on a database as the previous migrations
 * left it, with work waiting: the waiting job keeps waiting under its new name, and a mail still queued in the outbox
 * gets its delivery task. (Plain SQL, on PGlite: the statements are the same on PostgreSQL 15.)
 */

const TAG = "engine_background_tasks";

function migrationFiles(): { tag: string; statements: string[] }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return journal.entries.map(({ tag }) => ({
    tag,
    statements: readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8").split("--> statement-breakpoint"),
  }));
}

describe("the migration to background tasks", () => {
  it("keeps waiting jobs as tasks and gives every queued mail its delivery task", async () => {
    const files = migrationFiles();
    const at = files.findIndex((f) => f.tag.endsWith(TAG));
    expect(at).toBeGreaterThan(0);
    const pg = await PGlite.create({ extensions: await pgliteExtensions() });
    try {
      for (const file of files.slice(0, at)) await pg.exec(file.statements.join("\n"));
      await pg.exec(`
        insert into queued_jobs (name, payload, singleton_key, run_at) values ('mail-later', '{"key":"k"}', 'reminder-1', now() + interval '1 hour');
        insert into queue_job_runs (key) values ('mail-later:done-before');
        insert into email_outbox ("to", subject, html, text, template, status, attempts, next_attempt_at)
          values ('waiting@example.test', 's', 'h', 't', 'x', 'queued', 2, now() + interval '5 minutes'),
                 ('gone@example.test', 's', 'h', 't', 'x', 'sent', 1, now());
      `);
      for (const statement of files[at]!.statements) await pg.exec(statement);

      const { rows: tasks } = await pg.query<{ name: string; key: string; payload: unknown; attempts: number; status: string; revision: number }>(
        `select name, key, payload, attempts, status, revision from background_tasks order by id`,
      );
      const { rows: mails } = await pg.query<{ id: number }>(`select id from email_outbox where "to" = 'waiting@example.test'`);
      expect(tasks).toEqual([
        { name: "mail-later", key: "reminder-1", payload: { key: "k" }, attempts: 0, status: "queued", revision: 0 },
        { name: "mail-deliver", key: `mail:${mails[0]!.id}`, payload: { outboxId: mails[0]!.id }, attempts: 2, status: "queued", revision: 0 },
      ]);
      const { rows: effects } = await pg.query(`select key from background_task_effects`);
      expect(effects).toEqual([{ key: "mail-later:done-before" }]);
      // The new key index holds: a second waiting task with the same name and key is refused.
      await expect(pg.exec(`insert into background_tasks (name, key) values ('mail-later', 'reminder-1')`)).rejects.toThrow(/background_tasks_key_unique/);
    } finally {
      await pg.close();
    }
    // Every migration on a fresh database: seconds on a quiet machine, more on a loaded one.
  }, 120_000);
});
