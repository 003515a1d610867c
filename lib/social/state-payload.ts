import { SOCIAL_PLATFORMS as socialPlatforms, type SocialPlatform } from "@/lib/domain/social-platforms";

/** What an OAuth `state` carries, readable (not trusted) by the browser: who, which platform, until when, a nonce. */
export interface OAuthStatePayload {
  u: number;
  p: SocialPlatform;
  e: number;
  n: string;
}

function decodeBase64Url(text: string): string | null {
  try {
    const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
    return decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join(""),
    );
  } catch {
    return null;
  }
}

/** Reads the payload of a state without checking its signature (the server checks it). */
export function readOAuthStatePayload(state: string | null | undefined): OAuthStatePayload | null {
  const [payload] = (state ?? "").split(".");
  const json = payload ? decodeBase64Url(payload) : null;
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<OAuthStatePayload>;
    if (
      typeof value.u !== "number" ||
      typeof value.e !== "number" ||
      typeof value.n !== "string" ||
      !socialPlatforms.includes(value.p as SocialPlatform)
    ) {
      return null;
    }
    return value as OAuthStatePayload;
  } catch {
    return null;
  }
}
