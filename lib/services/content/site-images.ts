import "server-only";
import { requirePermission } from "@/lib/auth/guards";
import type { Permission } from "@/lib/domain/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import { settingsPermission } from "@/lib/domain/settings-permissions";
import { storeImage } from "@/lib/storage";
import type { ImageOptions } from "@/lib/storage/image";
import type { UploadKind } from "@/lib/validation/upload";

type UploadSpec = { permission: Permission; allowIco?: boolean } & Required<Pick<ImageOptions, "maxSide">> &
  Pick<ImageOptions, "accept" | "output">;

/**
 * What an upload is for decides who may send it (the permission of the settings screen that uses it, from the one
 * settings map; news images the news permission) and how it is kept: banners large, logos small, favicons tiny,
 * kept as PNG (transparency and all) and allowed as .ico.
 */
const uploadTypes = {
  banner: { permission: settingsPermission.banner, maxSide: 2400 },
  brand: { permission: settingsPermission.brands, maxSide: 800 },
  partner: { permission: settingsPermission["about-us"], maxSide: 800 },
  about: { permission: settingsPermission["about-us"], maxSide: 2000 },
  member: { permission: settingsPermission["become-a-member"], maxSide: 2400 },
  logo: { permission: settingsPermission["logo-icon"], maxSide: 800 },
  favicon: { permission: settingsPermission["logo-icon"], maxSide: 256, accept: ["png"], allowIco: true, output: "png" },
  blog: { permission: "news", maxSide: 2000 },
} satisfies Record<UploadKind, UploadSpec>;

/** `POST /upload`: a site image, by staff with the permission of the screen it is for; its URL and size. */
export async function uploadSiteImage(viewer: Viewer | null, { type, file }: { type: UploadKind; file: File }) {
  const spec: UploadSpec = uploadTypes[type];
  const actor = requirePermission(viewer, spec.permission);
  const stored = await storeImage(file, {
    ownerId: actor.id,
    maxSide: spec.maxSide,
    accept: spec.accept,
    allowIco: spec.allowIco,
    output: spec.output,
  });
  return { url: stored.url, width: stored.width, height: stored.height };
}
