import { describe, expect, it } from "vitest";
import { isAcceptedBlogImage } from "./blog-post";

describe("a post's image types in the browser", () => {
  it("takes the five types by the declared type, else by the name", () => {
    for (const type of ["image/jpeg", "image/jpg", "image/PNG", "image/gif", "image/webp"]) expect(isAcceptedBlogImage({ name: "x", type })).toBe(true);
    expect(isAcceptedBlogImage({ name: "a.png", type: "image/svg+xml" })).toBe(false);
    expect(isAcceptedBlogImage({ name: "a.JPEG", type: "" })).toBe(true);
    expect(isAcceptedBlogImage({ name: "a.webp", type: "" })).toBe(true);
    expect(isAcceptedBlogImage({ name: "a.svg", type: "" })).toBe(false);
  });
});
