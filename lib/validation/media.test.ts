import { describe, expect, it } from "vitest";
import { isAcceptedImage, MEDIA_ACCEPT } from "./media";

describe("the gallery's formats in the browser", () => {
  it("offers JPG, PNG and GIF by extension", () => {
    expect(MEDIA_ACCEPT).toBe(".jpg,.jpeg,.png,.gif");
  });

  it("takes a file whose declared type and name both say JPG, PNG or GIF, or its name when it declares none", () => {
    expect(isAcceptedImage({ name: "a.JPG", type: "image/jpeg" })).toBe(true);
    expect(isAcceptedImage({ name: "a.gif", type: "" })).toBe(true);
    expect(isAcceptedImage({ name: "a.png", type: "image/webp" })).toBe(false);
    expect(isAcceptedImage({ name: "a.webp", type: "image/webp" })).toBe(false);
    expect(isAcceptedImage({ name: "a.txt", type: "image/png" })).toBe(false);
  });
});
