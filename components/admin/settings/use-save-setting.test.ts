import { describe, expect, it } from "vitest";
import { settingProblems } from "./use-save-setting";

describe("settingProblems", () => {
  it("names every refused field by its path in the value, with its first message", () => {
    const panel = { headerText: "Women", buttonText: "View", category: "female-models", imageUrl: "" };
    expect(settingProblems("banner", { left: panel, right: panel })).toEqual({});
    expect(settingProblems("banner", { left: { ...panel, headerText: " " }, right: { ...panel, buttonText: "", imageUrl: "javascript:x" } })).toEqual({
      "left.headerText": "Header text is required",
      "right.buttonText": "Button text is required",
      "right.imageUrl": expect.any(String),
    });
    expect(Object.keys(settingProblems("content", { "home.title": "x".repeat(5000) }))).toEqual(["home.title"]);
  });
});
