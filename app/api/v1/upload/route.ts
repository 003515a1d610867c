import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { requirePermission } from "@/lib/auth/guards";
import type { Permission } from "@/lib/auth/permissions";
import type { ImageOptions } from "@/lib/storage/image";
import { storeImage } from "@/lib/storage";

type UploadSpec = { permission: Permission; allowIco?: boolean } & Required<Pick<ImageOptions, "maxSide">> &
  Pick<ImageOptions, "accept" | "output">;

/**
 * What an upload is for decides who may send it (the permission of the screen that uses it) and how it is kept:
 * banners large, logos small, favicons tiny, kept as PNG (transparency and all) and allowed as .ico.
 */
const uploadTypes = {
  banner: { permission: "banner", maxSide: 2400 },
  brand: { permission: "brands", maxSide: 800 },
  partner: { permission: "content", maxSide: 800 },
  about: { permission: "content", maxSide: 2000 },
  member: { permission: "member-settings", maxSide: 2400 },
  logo: { permission: "logo-icon", maxSide: 800 },
  favicon: { permission: "logo-icon", maxSide: 256, accept: ["png"], allowIco: true, output: "png" },
  blog: { permission: "news", maxSide: 2000 },
} satisfies Record<string, UploadSpec>;

type UploadType = keyof typeof uploadTypes;
const typeNames = Object.keys(uploadTypes) as [UploadType, ...UploadType[]];

const body = z.object({
  file: z.instanceof(File, { error: "Choose a file to upload" }),
  type: z.enum(typeNames, { error: `type must be one of ${typeNames.join(", ")}` }),
});

/** Staff only, with the permission of the screen the image is for; answers the stored image's URL and size. */
export const POST = apiRoute(
  { auth: "staff", body, summary: "Upload a site image (banners, logos, favicon, partner and brand logos)", tags: ["admin", "uploads"] },
  async ({ viewer, body }) => {
    const spec: UploadSpec = uploadTypes[body.type];
    const actor = requirePermission(viewer, spec.permission);
    const stored = await storeImage(body.file, {
      ownerId: actor.id,
      maxSide: spec.maxSide,
      accept: spec.accept,
      allowIco: spec.allowIco,
      output: spec.output,
    });
    return { url: stored.url, width: stored.width, height: stored.height };
  },
);
