import type { UseFormSetError } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { placeServerErrors } from "./server-errors";

type Values = { code: string; password: string };

function collect() {
  const set: [string, string | undefined][] = [];
  const setError: UseFormSetError<Values> = (field, error) => void set.push([field, error.message]);
  return { set, setError };
}

describe("placeServerErrors", () => {
  it("puts the first message of each of the form's own fields, and counts them", () => {
    const { set, setError } = collect();
    const error = new ApiError(422, "Check the form", { code: ["Wrong code", "second"], password: ["Wrong password"], other: ["Not here"] });
    expect(placeServerErrors<Values>(error, ["code", "password"], setError)).toBe(2);
    expect(set).toEqual([
      ["code", "Wrong code"],
      ["password", "Wrong password"],
    ]);
  });

  it("places nothing for another error, an error without fields, or fields the form does not have", () => {
    const { set, setError } = collect();
    expect(placeServerErrors<Values>(new Error("network"), ["code"], setError)).toBe(0);
    expect(placeServerErrors<Values>(new ApiError(409, "Taken"), ["code"], setError)).toBe(0);
    expect(placeServerErrors<Values>(new ApiError(422, "x", { other: ["y"], code: [] }), ["code"], setError)).toBe(0);
    expect(set).toEqual([]);
  });
});
