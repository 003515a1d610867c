import { describe, expect, it } from "vitest";
import { IMAGE_TOO_LARGE as STORAGE_TOO_LARGE, MAX_IMAGE_BYTES as STORAGE_MAX } from "@/lib/storage/image";
import { MEDIA_FORMATS, MEDIA_TYPE_ERROR } from "@/lib/validation/media";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, PHOTO_FORMATS } from "@/lib/domain/image-formats";
import { imageFileProblem, imageFormatOfBytes } from "./image-file-check";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
const ico = Uint8Array.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0]);
const text = new TextEncoder().encode("hello, not an image");

describe("imageFileProblem", () => {
  const photo = { formats: PHOTO_FORMATS, typeMessage: "Wrong type" };

  it("judges the type by the bytes, whatever the name or declared type", async () => {
    expect(await imageFileProblem(new File([png], "a.png", { type: "image/png" }), photo)).toBeNull();
    expect(await imageFileProblem(new File([text], "photo.png", { type: "image/png" }), photo)).toBe("Wrong type");
    expect(await imageFileProblem(new File([png], "renamed.txt", { type: "text/plain" }), photo)).toBeNull();
  });

  it("takes only the field's formats, in the field's words", async () => {
    const gallery = { formats: MEDIA_FORMATS, typeMessage: MEDIA_TYPE_ERROR };
    expect(await imageFileProblem(new File([webp], "a.webp"), gallery)).toBe("Only JPG, PNG, GIF allowed.");
    expect(await imageFileProblem(new File([webp], "a.webp"), photo)).toBeNull();
    expect(await imageFileProblem(new File([ico], "favicon.ico"), photo)).toBe("Wrong type");
    expect(await imageFileProblem(new File([ico], "favicon.ico"), { formats: ["png", "ico"], typeMessage: "x" })).toBeNull();
    expect(imageFormatOfBytes(new Uint8Array(0))).toBeNull();
  });

  it("refuses a file over the storage limit with the server's words", async () => {
    const big = new File([png, new Uint8Array(MAX_IMAGE_BYTES)], "big.png");
    expect(await imageFileProblem(big, photo)).toBe(IMAGE_TOO_LARGE);
    expect(await imageFileProblem(new File([png, new Uint8Array(100)], "a.png"), { ...photo, maxBytes: 50, tooLargeMessage: "Too big" })).toBe("Too big");
    expect([MAX_IMAGE_BYTES, IMAGE_TOO_LARGE]).toEqual([STORAGE_MAX, STORAGE_TOO_LARGE]);
  });
});
