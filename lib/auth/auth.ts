import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authSecret } from "@/lib/env";
import { authenticate } from "@/lib/services/accounts";
import { loginSchema } from "@/lib/validation/auth";
import { authConfig } from "./auth.config";

/**
 * Auth.js with the Credentials provider against the users table. The web forms sign in through
 * `POST /api/v1/auth/login`, which checks credentials with the same `authenticate` and writes the same cookie;
 * this provider serves Auth.js's own endpoints under /api/auth.
 */
export const { handlers, auth, signOut } = NextAuth(() => ({
  ...authConfig,
  secret: authSecret(),
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(raw, request) {
        const parsed = loginSchema.safeParse(raw);
        if (!parsed.success) return null;
        const ip = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "local";
        try {
          const user = await authenticate(parsed.data.email, parsed.data.password, ip);
          return { id: String(user.id), name: user.name, email: user.email, role: user.role, sv: user.sessionVersion };
        } catch {
          return null;
        }
      },
    }),
  ],
}));
