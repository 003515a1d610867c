import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One live code per user: issuing a new code replaces the old row.
  (t) => [uniqueIndex("password_reset_codes_user_unique").on(t.userId)],
);

/**
 * Opaque bearer tokens for API clients. A browser session made by the login call is backed by one of these rows
 * too (its id travels in the JWT as `sid`), so logging out revokes exactly that session on the server.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    name: text("name").notNull().default("api"),
    /** Kept fresh at most once a minute (lib/services/sessions.ts `touchSession`), so a request rarely writes. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** The browser's User-Agent when the session was made, trimmed to a bounded length; null for none. */
    userAgent: text("user_agent"),
    /** "Chrome on macOS": the browser family and system read from `user_agent`, compared to tell a new device. */
    device: text("device"),
    /** The client's address when the session was made (lib/api/client-ip.ts); null when it could not be told. */
    ip: text("ip"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("api_tokens_token_hash_unique").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export type ApiToken = typeof apiTokens.$inferSelect;
export type PasswordResetCode = typeof passwordResetCodes.$inferSelect;
