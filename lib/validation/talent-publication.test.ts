import { describe, expect, it } from "vitest";
import { newFaceFormSchema } from "./talent-publication";

describe("newFaceFormSchema (the talent page's New Faces field)", () => {
  it("reads an empty field as off the board and a number as its place", () => {
    expect(newFaceFormSchema.parse({ position: "  " })).toEqual({ position: null });
    expect(newFaceFormSchema.parse({ position: " 3 " })).toEqual({ position: 3 });
  });

  it("refuses what the route refuses, with the route's messages", () => {
    const message = (position: string) => newFaceFormSchema.safeParse({ position }).error?.issues[0]?.message;
    expect(message("abc")).toBe("Position must be a whole number");
    expect(message("1.5")).toBe("Position must be a whole number");
    expect(message("0")).toBe("Position must be at least 1");
    expect(message("100")).toBe("Position must be at most 99");
  });
});
