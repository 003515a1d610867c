import { describe, expect, it } from "vitest";
import { blankLine, lineBody, lineResolver, lineValues, zonedInstant, zonedLocal } from "./line-form-values";
import type { JobLineJson } from "./types";

const resolve = (mode: "create" | "edit", values: typeof blankLine) =>
  lineResolver(mode, "UTC")(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the line form's times", () => {
  it("reads a datetime-local value in the job's zone and writes one back", () => {
    expect(zonedInstant("2026-03-04T09:00", "UTC")).toBe("2026-03-04T09:00:00.000Z");
    expect(zonedInstant("2026-12-11T19:00", "America/New_York")).toBe("2026-12-12T00:00:00.000Z");
    expect(zonedInstant("2026-12-11T19:00", "Europe/Paris")).toBe("2026-12-11T18:00:00.000Z");
    expect(zonedInstant("", "UTC")).toBeUndefined();
    expect(zonedLocal("2026-03-04T10:30:00+01:00", "UTC")).toBe("2026-03-04T09:30");
    expect(zonedLocal("2026-12-12T00:00:00Z", "America/New_York")).toBe("2026-12-11T19:00");
    expect(zonedLocal(null, "UTC")).toBe("");
  });

  it("sends an all-day line as its days, and fills one back from a line midnight to midnight in its zone", () => {
    const body = lineBody({ ...blankLine, all_day: true, start_date: "2026-12-09", end_date: "2026-12-11", starts_at: "2026-12-09T10:00" }, "create", "America/New_York");
    expect(body).toMatchObject({ all_day: true, start_date: "2026-12-09", end_date: "2026-12-11" });
    expect(body).not.toHaveProperty("starts_at");
    const line = { talent_profile_id: 3, kind: "job", state: "option", starts_at: "2026-12-09T05:00:00.000Z", ends_at: "2026-12-12T05:00:00.000Z", time_zone: "America/New_York", all_day: true, option_expires_at: null, fee: null, currency: null, notes: null } as JobLineJson;
    expect(lineValues(line)).toMatchObject({ all_day: true, start_date: "2026-12-09", end_date: "2026-12-11" });
  });
});

describe("lineBody", () => {
  const filled = { ...blankLine, talent_profile_id: 7, starts_at: "2026-03-04T09:00", ends_at: "2026-03-04T17:00", fee: "1200", currency: "eur" };

  it("sends a new line's talent and placement, and the fee as a number with its currency in capitals", () => {
    expect(lineBody({ ...filled, placement: "confirmed" }, "create", "UTC")).toMatchObject({ talent_profile_id: 7, confirm: true, fee: 1200, currency: "EUR" });
    expect(lineBody(filled, "create", "UTC")).not.toHaveProperty("option_expires_at");
  });

  it("leaves the talent and placement out of an edit, and an expiry out of a confirmed line", () => {
    const body = lineBody({ ...filled, placement: "confirmed", option_expires_at: "2026-03-02T12:00" }, "edit", "UTC");
    expect(body).not.toHaveProperty("talent_profile_id");
    expect(body).not.toHaveProperty("confirm");
    expect(body).not.toHaveProperty("option_expires_at");
    expect(lineBody({ ...filled, option_expires_at: "2099-03-02T12:00" }, "edit", "UTC").option_expires_at).toBe("2099-03-02T12:00:00.000Z");
  });
});

describe("lineResolver", () => {
  it("puts the schema's messages at the fields: no talent, no start, an end before the start", async () => {
    const result = await resolve("create", { ...blankLine, ends_at: "2026-03-04T09:00" });
    expect(result.errors.talent_profile_id?.message).toBe("Please choose a talent");
    expect(result.errors.starts_at?.message).toBe("Please enter when it starts");
    const reversed = await resolve("create", { ...blankLine, talent_profile_id: 1, starts_at: "2026-03-04T17:00", ends_at: "2026-03-04T09:00" });
    expect(reversed.errors.ends_at?.message).toBe("The end must be after the start");
  });

  it("asks for the fee's currency, and passes a whole line", async () => {
    const base = { ...blankLine, talent_profile_id: 1, starts_at: "2026-03-04T09:00", ends_at: "2026-03-04T17:00" };
    expect((await resolve("create", { ...base, fee: "500" })).errors.currency?.message).toBe("Please give the fee's currency");
    expect((await resolve("create", { ...base, fee: "500", currency: "usd" })).errors).toEqual({});
  });

  it("fills the form from a line", () => {
    const line = { talent_profile_id: 3, kind: "fitting", state: "confirmed", starts_at: "2026-03-04T09:00:00.000Z", ends_at: "2026-03-04T11:00:00.000Z", time_zone: "UTC", all_day: false, option_expires_at: null, fee: null, currency: null, notes: null } as JobLineJson;
    expect(lineValues(line)).toMatchObject({ placement: "confirmed", starts_at: "2026-03-04T09:00", fee: "", kind: "fitting" });
  });
});
