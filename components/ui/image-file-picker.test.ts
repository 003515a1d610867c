import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PHOTO_FORMATS } from "@/lib/domain/image-formats";
import { ImageFilePicker } from "./image-file-picker";

/* Issue 35: the register form's snapshot pickers hid their "Choose image" labels with aria-hidden. */
describe("ImageFilePicker's markup", () => {
  it("has no aria-hidden label, and its input is named by the field's label", () => {
    const html = renderToStaticMarkup(
      createElement(ImageFilePicker, {
        id: "snapshot_face",
        label: "Face",
        required: true,
        file: null,
        onChange: () => {},
        rules: { formats: PHOTO_FORMATS, typeMessage: "x", maxBytes: 1024, tooLargeMessage: "y" },
      }),
    );
    expect(html).toMatch(/<label[^>]*for="snapshot_face"/);
    expect(html).not.toMatch(/<label[^>]*aria-hidden/);
    expect(html).toMatch(/<input[^>]*aria-labelledby="[^"]+"/);
  });
});
