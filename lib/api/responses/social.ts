import { z } from "zod";
import type { connectSocialAccount, disconnectSocialAccount, getSocialAuthorizationUrl } from "@/lib/services/social";
import type { Wire } from "./envelope";

/*
 * The `data` of the social-account routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */


export const connectSocialAccountResponse = z.object({
  platform: z.enum(["instagram", "tiktok"]),
  connected: z.boolean(),
  followers: z.number(),
  username: z.string().nullable(),
  url: z.string().nullable(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof connectSocialAccount>>>>;
export const disconnectSocialAccountResponse = z.object({ platform: z.enum(["instagram", "tiktok"]), connected: z.boolean(), followers: z.number() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof disconnectSocialAccount>>>>;
export const getSocialAuthorizationUrlResponse = z.object({ url: z.string(), platform: z.enum(["instagram", "tiktok"]), expires_at: z.string() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getSocialAuthorizationUrl>>>>;
