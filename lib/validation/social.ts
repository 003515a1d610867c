import { z } from "zod";
import { SOCIAL_PLATFORMS, socialPlatformLabels as platformLabels, type SocialPlatform } from "@/lib/domain/social-platforms";

const platform = z.enum(SOCIAL_PLATFORMS, { error: "Choose instagram or tiktok." });

export const socialPlatformParamsSchema = z.object({ platform });

/** `GET /social/{platform}/url/{type}`: the purpose of the authorization ("connect"). */
export const socialUrlParamsSchema = z.object({
  platform,
  type: z.enum(["connect"], { error: "The only authorization type is connect." }),
});

/** `POST /social/connect`: what the provider handed back on the redirect. */
export const socialConnectSchema = z.object({
  platform,
  code: z.string({ error: "The authorization code is missing." }).trim().min(1, "The authorization code is missing.").max(2048),
  state: z.string({ error: "The authorization state is missing." }).trim().min(1, "The authorization state is missing.").max(1024),
});
export type SocialConnectInput = z.infer<typeof socialConnectSchema>;

export const notConfiguredMessage = (p: SocialPlatform) => `${platformLabels[p]} connection is not configured yet.`;
export const connectFailedMessage = (p: SocialPlatform) => `Failed to connect ${platformLabels[p]}`;
export const disconnectedMessage = (p: SocialPlatform) => `${platformLabels[p]} has been disconnected`;
