/*
 * How the outbox's mails are retried, as the `mail-deliver` background task's settings (lib/tasks/catalogue.ts). A
 * module of constants only, so the catalogue reads them while it is being built without importing the deliverer (the
 * deliverer imports the engine, which imports the catalogue).
 */

/** Tries per mail before it is marked failed: with the engine's backoff (30 s doubling), about two hours of retrying. */
export const MAX_MAIL_ATTEMPTS = 8;
/** How long a claimed mail belongs to its worker; a worker that died lets it go when this has passed. */
export const MAIL_LEASE_MS = 30_000;
