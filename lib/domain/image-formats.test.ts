import { describe, expect, it } from "vitest";
import { acceptOf, extensionsOf, hasExtensionOf, IMAGE_FORMATS, mimeTypesOf, PHOTO_FORMATS } from "./image-formats";

describe("image formats", () => {
  it("names types and extensions in an accept list", () => {
    expect(acceptOf(["jpeg", "png"])).toBe("image/jpeg,.jpg,.jpeg,image/png,.png");
    expect(acceptOf(["png", "ico"])).toBe("image/png,.png,image/x-icon,image/vnd.microsoft.icon,.ico");
  });

  it("gives every format a media type and an extension", () => {
    for (const format of IMAGE_FORMATS) {
      expect(mimeTypesOf([format])[0]).toMatch(/^image\//);
      expect(extensionsOf([format])[0]).toMatch(/^\.[a-z]+$/);
    }
  });

  it("lists a photo's media types, with the non-standard ones only when asked", () => {
    expect(mimeTypesOf(PHOTO_FORMATS)).toEqual(["image/jpeg", "image/png", "image/gif", "image/webp"]);
    expect(mimeTypesOf(["jpeg"], { withAliases: true })).toEqual(["image/jpeg", "image/jpg"]);
  });

  it("reads a file name's extension in any case", () => {
    expect(extensionsOf(["jpeg", "gif"])).toEqual([".jpg", ".jpeg", ".gif"]);
    expect(hasExtensionOf("Photo.JPEG", ["jpeg"])).toBe(true);
    expect(hasExtensionOf("photo.webp", ["jpeg", "png", "gif"])).toBe(false);
    expect(hasExtensionOf("jpeg", ["jpeg"])).toBe(false);
  });
});
