import { describe, expect, it } from "vitest";
import { registerMessages } from "@/lib/validation/register";
import { listCities, listStates, resolveLocation } from "./locations";

describe("resolveLocation", () => {
  it("turns codes or names into the dataset's names", async () => {
    expect(await resolveLocation({ country: "NG", state: "FC", city: "Abuja" })).toEqual({
      location: { country: "Nigeria", countryIso: "NG", state: "Abuja Federal Capital Territory", city: "Abuja", cityUnlisted: false },
      errors: {},
    });
    const byName = await resolveLocation({ country: "united states", state: "california", city: "los angeles" });
    expect(byName.location).toMatchObject({ country: "United States", state: "California", city: "Los Angeles" });
  });

  it("names each field that is missing or unknown", async () => {
    expect((await resolveLocation({})).errors).toEqual({ country: [registerMessages.country], city: [registerMessages.city] });
    expect((await resolveLocation({ country: "NG", state: "", city: "Ikeja" })).errors).toEqual({ state: [registerMessages.state] });
    expect((await resolveLocation({ country: "NG", state: "LA", city: "" })).errors).toEqual({ city: [registerMessages.city] });
  });

  it("keeps a typed city for a state without listed cities", async () => {
    const states = await listStates("NG");
    let empty: string | undefined;
    for (const s of states) if ((await listCities("NG", s.code)).length === 0) empty = s.code;
    if (!empty) return;
    const result = await resolveLocation({ country: "NG", state: empty, city: "My Town" });
    expect(result.location).toMatchObject({ city: "My Town", cityUnlisted: false });
  });

  it("takes a typed city that matches a listed one ignoring case, accents and aliases", async () => {
    for (const city of ["new york", "New York", "NYC", " new  york city "]) {
      const result = await resolveLocation({ country: "US", state: "NY", city });
      expect(result, city).toEqual({
        location: { country: "United States", countryIso: "US", state: "New York", city: "New York City", cityUnlisted: false },
        errors: {},
      });
    }
    expect((await resolveLocation({ country: "FR", state: "ARA", city: "saint etienne" })).location).toMatchObject({ city: "Saint-Étienne", cityUnlisted: false });
  });

  it("accepts a city the list lacks, as typed, flagged for the admin", async () => {
    const result = await resolveLocation({ country: "US", state: "NY", city: "  Gotham   Heights " });
    expect(result).toEqual({
      location: { country: "United States", countryIso: "US", state: "New York", city: "Gotham Heights", cityUnlisted: true },
      errors: {},
    });
  });
});
