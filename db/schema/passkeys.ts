import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A person's passkeys (WebAuthn credentials). The credential id and public key are stored base64url-encoded as the
 * authenticator gave them; `counter` is the signature counter last seen (0 for authenticators that keep none).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("passkeys_credential_id_unique").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

/**
 * A WebAuthn challenge handed out by an options call: valid five minutes, used once (consumed by a DELETE ...
 * RETURNING, so two answers to one challenge cannot both pass). A registration challenge is bound to its user; a
 * sign-in challenge is anonymous (discoverable credentials: the user is not known until the answer names one).
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: serial("id").primaryKey(),
    challenge: text("challenge").notNull(),
    purpose: text("purpose", { enum: ["registration", "authentication"] }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webauthn_challenges_challenge_unique").on(t.challenge),
    index("webauthn_challenges_user_idx").on(t.userId),
    index("webauthn_challenges_expires_idx").on(t.expiresAt),
  ],
);

export type Passkey = typeof passkeys.$inferSelect;
