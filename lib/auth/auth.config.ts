import type { NextAuthConfig } from "next-auth";

/**
 * The part of the Auth.js config that proxy.ts needs: no providers, no database, only how the JWT maps to a
 * session. `lib/auth/auth.ts` adds the Credentials provider.
 */
export const authConfig = {
  trustHost: true,
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/login" },
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const u = user as { id?: string; role?: string; sv?: number };
        token.sub = u.id;
        token.role = u.role;
        token.sv = u.sv;
      }
      return token;
    },
    session({ session, token }) {
      return {
        ...session,
        user: { ...session.user, id: token.sub ?? "", role: typeof token.role === "string" ? token.role : "" },
      };
    },
  },
} satisfies NextAuthConfig;
