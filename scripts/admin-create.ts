/**
 * Creates a real administrator account.
 *
 *   npm run admin:create -- --email ops@agency.com --name "Ops Lead" --password '<at least 12 characters>'
 *
 * Missing values are asked for interactively (the password without echo). Passing --password on the command line
 * leaves it in the shell history, so prefer the prompt outside scripts.
 */
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { closeDb, getDb } from "@/db/client";
import { users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";

const MIN_PASSWORD = 12;

const inputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: "Enter a valid email address." })),
  name: z.string().trim().min(2, { error: "The name must be at least 2 characters." }).max(120),
  password: z
    .string()
    .min(MIN_PASSWORD, { error: `The password must be at least ${MIN_PASSWORD} characters.` })
    .max(256, { error: "The password must be at most 256 characters." }),
});

/**
 * Questions read from one line iterator: it buffers, so piped input works too (separate question() calls would
 * drop lines that arrive before they are asked). While `hidden`, readline's echo of the typed text is swallowed.
 */
function createPrompter() {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string, hidden = false): Promise<string> {
      process.stdout.write(question);
      muted = hidden;
      try {
        const { value, done } = await lines.next();
        if (done) throw new Error("No input.");
        return String(value);
      } finally {
        muted = false;
        if (hidden || !process.stdin.isTTY) process.stdout.write("\n");
      }
    },
    close: () => rl.close(),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log("Usage: npm run admin:create -- [--email <email>] [--name <name>] [--password <password>]");
    return;
  }

  const needsPrompt = values.email === undefined || values.name === undefined || values.password === undefined;
  const prompter = needsPrompt ? createPrompter() : null;
  let email: string, name: string, password: string;
  try {
    email = values.email ?? (await prompter!.ask("Email: "));
    name = values.name ?? (await prompter!.ask("Name: "));
    if (values.password !== undefined) {
      password = values.password;
    } else {
      password = await prompter!.ask(`Password (at least ${MIN_PASSWORD} characters): `, true);
      const again = await prompter!.ask("Repeat the password: ", true);
      if (again !== password) throw new Error("The passwords do not match.");
    }
  } finally {
    prompter?.close();
  }

  const parsed = inputSchema.safeParse({ email, name, password });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("\n"));

  const db = await getDb();
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, parsed.data.email));
  if (existing) throw new Error(`An account with ${parsed.data.email} already exists (role ${existing.role}).`);

  const { password: plain, ...fields } = parsed.data;
  const [admin] = await db
    .insert(users)
    .values({ ...fields, role: "admin", status: "active", passwordHash: await hashPassword(plain) })
    .returning();
  console.log(`Created admin #${admin.id} ${admin.name} <${admin.email}>. Sign in at /admin.`);
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
