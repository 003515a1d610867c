import { describe, expect, it } from "vitest";
import { countErrorMessages, countFieldErrors } from "./error-focus";

describe("countErrorMessages", () => {
  it("counts each message of a nested errors tree once", () => {
    const ref = { message: "a DOM element is never searched" };
    expect(countErrorMessages(undefined)).toBe(0);
    expect(countErrorMessages({})).toBe(0);
    expect(countErrorMessages({ pageTitle: { type: "too_small", message: "Page title is required", ref } })).toBe(1);
    const errors = {
      pageTitle: { message: "Page title is required", ref },
      sections: [undefined, { title: { message: "Section title is required", ref }, cards: [{ content: { message: "Card content is required", ref } }] }],
      items: [undefined, { url: { message: "Enter a full URL starting with https://", ref } }],
    };
    expect(countErrorMessages(errors)).toBe(4);
    // A flat count sees three fields.
    expect(countFieldErrors(errors)).toBe(3);
  });
});
