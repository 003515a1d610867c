import type { APIRequestContext } from "@playwright/test";

/** The signed-in talent as `GET /auth/me` answers: user id, profile picture, profile id and the measurements. */
export async function currentTalent(request: APIRequestContext) {
  const res = await request.get("/api/v1/auth/me");
  if (!res.ok()) throw new Error(`GET /auth/me answered ${res.status()}`);
  const { data } = (await res.json()) as {
    data: { user: { id: number; profile_image_url: string | null; talent_profile: Record<string, unknown> & { id: number; media: { id: number; file_url: string }[] } } };
  };
  return { userId: data.user.id, profileImageUrl: data.user.profile_image_url, profile: data.user.talent_profile };
}

/** Cookie-authenticated writes must carry the site's own Origin. */
export const originHeader = (baseURL: string | undefined) => ({ origin: new URL(baseURL ?? "http://localhost:3000").origin });
