import { describe, expect, it } from "vitest";
import { cleanCityInput, foldCityName, matchCity, stateLabelOf, suggestCities } from "./places";

const newYork = ["East New York", "New York City", "New York County", "New York Mills", "Yorktown Heights", "Brooklyn"];

describe("matchCity", () => {
  it("matches ignoring case, accents, punctuation and spacing", () => {
    expect(matchCity("  new   york city ", newYork)).toBe("New York City");
    expect(matchCity("saint-etienne", ["Saint-Étienne", "Lyon"])).toBe("Saint-Étienne");
    expect(matchCity("SÃO PAULO", ["São Paulo"])).toBe("São Paulo");
    expect(matchCity("zurich", ["Zürich"])).toBe("Zürich");
  });

  it("takes the common names of a listed city", () => {
    expect(matchCity("New York", newYork)).toBe("New York City");
    expect(matchCity("NYC", newYork)).toBe("New York City");
    expect(matchCity("la", ["Los Angeles", "Los Angeles County"])).toBe("Los Angeles");
    expect(matchCity("Washington DC", ["Shaw", "Washington, D.C."])).toBe("Washington, D.C.");
    expect(matchCity("Saint Louis", ["City of Saint Louis", "St. Louis"])).toBe("St. Louis");
    expect(matchCity("St Helena", ["Saint Helena", "Stanford"])).toBe("Saint Helena");
    expect(matchCity("Mt. Vernon", ["Mount Vernon"])).toBe("Mount Vernon");
  });

  it("does not invent a match: an alias counts only when the state lists its city", () => {
    expect(matchCity("Gotham", newYork)).toBeNull();
    expect(matchCity("NYC", ["Los Angeles"])).toBeNull();
    expect(matchCity("New", newYork)).toBeNull();
    expect(matchCity("", newYork)).toBeNull();
    expect(matchCity("Springfield", [])).toBeNull();
  });
});

describe("suggestCities", () => {
  it("offers the nearest listed cities as the person types, best first", () => {
    expect(suggestCities("new y", newYork).slice(0, 3)).toEqual(["New York City", "New York Mills", "New York County"]);
    expect(suggestCities("york", newYork)).toEqual(["Yorktown Heights", "East New York", "New York City", "New York Mills", "New York County"]);
    expect(suggestCities("nyc", newYork)[0]).toBe("New York City");
    expect(suggestCities("brookyln", newYork)).toEqual(["Brooklyn"]);
    expect(suggestCities("", newYork)).toEqual([]);
    expect(suggestCities("n", newYork, 2)).toHaveLength(2);
  });
});

describe("helpers", () => {
  it("fold and clean typed names", () => {
    expect(foldCityName(" Washington, D.C. ")).toBe("washington d c");
    expect(cleanCityInput("  Little   Rock ")).toBe("Little Rock");
  });

  it("name the level below the country as the dataset has it", () => {
    expect(stateLabelOf("US")).toBe("State");
    expect(stateLabelOf("gb")).toBe("County or region");
    expect(stateLabelOf("CA")).toBe("Province");
    expect(stateLabelOf("JP")).toBe("Prefecture");
    expect(stateLabelOf("")).toBe("State");
  });
});
