import { describe, expect, it } from "vitest";
import { nextSort, sortRows } from "./table-sort";

describe("sortRows", () => {
  const rows = [
    { name: "beatrix", height: 180, joined: new Date("2024-03-01") },
    { name: "Amara", height: null, joined: new Date("2025-01-01") },
    { name: "Élodie", height: 172, joined: new Date("2023-06-01") },
    { name: "amara", height: 172, joined: new Date("2024-01-01") },
  ];

  it("sorts text by collation, ignoring case and accents, keeping equal rows in order", () => {
    expect(sortRows(rows, (r) => r.name, "ascending").map((r) => r.name)).toEqual(["Amara", "amara", "beatrix", "Élodie"]);
    expect(sortRows(rows, (r) => r.name, "descending").map((r) => r.name)).toEqual(["Élodie", "beatrix", "Amara", "amara"]);
  });

  it("sorts numbers and dates by value with empty cells last in both directions", () => {
    expect(sortRows(rows, (r) => r.height, "ascending").map((r) => r.height)).toEqual([172, 172, 180, null]);
    expect(sortRows(rows, (r) => r.height, "descending").map((r) => r.height)).toEqual([180, 172, 172, null]);
    expect(sortRows(rows, (r) => r.joined, "descending").map((r) => r.name)).toEqual(["Amara", "beatrix", "amara", "Élodie"]);
  });

  it("leaves the rows as given without a sort and does not change its input", () => {
    const copy = [...rows];
    expect(sortRows(rows, undefined, "ascending")).toEqual(rows);
    sortRows(rows, (r) => r.name, "descending");
    expect(rows).toEqual(copy);
  });
});

describe("nextSort", () => {
  it("flips the direction of the same column and starts another ascending", () => {
    expect(nextSort(null, "name")).toEqual({ column: "name", direction: "ascending" });
    expect(nextSort({ column: "name", direction: "ascending" }, "name")).toEqual({ column: "name", direction: "descending" });
    expect(nextSort({ column: "name", direction: "descending" }, "name")).toEqual({ column: "name", direction: "ascending" });
    expect(nextSort({ column: "name", direction: "descending" }, "height")).toEqual({ column: "height", direction: "ascending" });
  });
});
