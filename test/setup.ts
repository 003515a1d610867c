import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Every test file gets its own data folder (uploads, dev secret); the database comes from test/db.ts.
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "agency-test-"));
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret";
process.env.SEED_ON_EMPTY = "false";
delete process.env.DATABASE_URL;
delete process.env.RESEND_API_KEY;
delete process.env.UPLOADTHING_TOKEN;
