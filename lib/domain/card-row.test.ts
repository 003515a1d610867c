import { describe, expect, it } from "vitest";
import { fromCardRow, toCardRow, type CardView } from "./card-row";

describe("card rows", () => {
  const full: CardView = { id: 7, name: "Sienna Vale", photo: "/demo/talents/t01.jpg", blur: "#807572", hover: "/demo/talents/t04.jpg", heightCm: 178 };
  const bare: CardView = { id: 8, name: "New Face", photo: "/demo/placeholder.svg", noPhoto: true };

  it("carries every field of a card without its name, and reads it back as it was", () => {
    expect(toCardRow(full)).toEqual([7, "Sienna Vale", "/demo/talents/t01.jpg", "#807572", "/demo/talents/t04.jpg", 178]);
    expect(fromCardRow(toCardRow(full))).toEqual(full);
    expect(toCardRow(bare)).toEqual([8, "New Face", "/demo/placeholder.svg", 0, 0, 0, 1]);
    expect(fromCardRow(toCardRow(bare))).toEqual(bare);
  });

  it("is shorter in JSON than the card it carries", () => {
    expect(JSON.stringify(toCardRow(full)).length).toBeLessThan(JSON.stringify(full).length - 40);
  });
});
