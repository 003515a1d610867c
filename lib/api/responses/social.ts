import { z } from "zod";
import type { connectSocialAccount, disconnectSocialAccount, getSocialAuthorizationUrl } from "@/lib/services/talents";
import { socialPlatformSchema } from "./common";
import type { Wire } from "./envelope";

/*
 * The `data` of the social-account routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

/** A talent's linked account on one platform, as the profile reads list it. */
export const socialAccountSchema = z.object({
  platform: socialPlatformSchema,
  url: z.string().nullable(),
  followers: z.number(),
  username: z.string().nullable(),
});

export const connectSocialAccountResponse = socialAccountSchema.extend({ connected: z.boolean() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof connectSocialAccount>>>>;
export const disconnectSocialAccountResponse = connectSocialAccountResponse.pick({ platform: true, connected: true, followers: true }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof disconnectSocialAccount>>>>;
export const getSocialAuthorizationUrlResponse = z.object({ url: z.string(), platform: socialPlatformSchema, expires_at: z.string() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getSocialAuthorizationUrl>>>>;
