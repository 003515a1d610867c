import { z } from "zod";
import { oneLine } from "./common";
import { emailSchema } from "./email";
import { permissions } from "@/lib/domain/permissions";

/** Generated passwords: 12 characters from letters, digits and !@#$%^&* (spec section 9). */
export const PASSWORD_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*";
export const GENERATED_PASSWORD_LENGTH = 12;

/** A random password from the spec's alphabet, drawn with the Web Crypto API (browser and Node alike). */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const out: string[] = [];
  const limit = 256 - (256 % PASSWORD_ALPHABET.length); // rejection sampling keeps every character equally likely
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      if (b < limit && out.length < length) out.push(PASSWORD_ALPHABET[b % PASSWORD_ALPHABET.length]);
    }
  }
  return out.join("");
}

export const subadminStatuses = ["active", "inactive"] as const;

const name = oneLine(
  z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(100, { error: "Name must be at most 100 characters" }),
);

const email = emailSchema();

/** An empty password means "none given": the server makes one on create and keeps the current one on edit. */
const password = z
  .string()
  .max(128, { error: "Password must be at most 128 characters" })
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().min(8, { error: "Password must be at least 8 characters" }).optional());

export const subadminInputSchema = z.object({
  name,
  email,
  role: oneLine(z.string().trim().max(60, { error: "Role must be at most 60 characters" })).default(""),
  permissions: z.array(z.enum(permissions, { error: "Unknown permission" })).max(permissions.length).default([]),
  status: z.enum(subadminStatuses).default("active"),
  password,
});
export type SubadminInput = z.input<typeof subadminInputSchema>;
export type SubadminData = z.output<typeof subadminInputSchema>;

