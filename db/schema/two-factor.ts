import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A staff member's authenticator app (TOTP): one per user. The shared secret is sealed with AES-256-GCM under a key
 * derived from AUTH_SECRET (`lib/crypto/sealed-box.ts`), so the table alone yields no codes. A row without
 * `confirmed_at` is a set-up in progress (the secret was shown, no code has confirmed it yet) and counts for nothing.
 * `last_used_step` is the RFC 6238 time step of the last accepted code: a code of that step or an earlier one is
 * refused, so a code works once.
 */
export const totpFactors = pgTable(
  "totp_factors",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretEnc: text("secret_enc").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("totp_factors_user_unique").on(t.userId)],
);

/** The ten single-use recovery codes given when TOTP is turned on, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId), uniqueIndex("recovery_codes_hash_unique").on(t.codeHash)],
);

/**
 * The second step of a sign-in: the password was right, the session waits for a code. The token travels to the
 * client once and only its hash is stored; it lives five minutes and allows five tries, counted by one UPDATE
 * before any code is compared.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("two_factor_challenges_token_hash_unique").on(t.tokenHash),
    index("two_factor_challenges_user_idx").on(t.userId),
    index("two_factor_challenges_expires_idx").on(t.expiresAt),
  ],
);

export type TotpFactor = typeof totpFactors.$inferSelect;
export type TwoFactorChallenge = typeof twoFactorChallenges.$inferSelect;
