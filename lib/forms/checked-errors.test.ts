import { describe, expect, it } from "vitest";
import { checkedErrors } from "./checked-errors";

describe("checkedErrors", () => {
  it("shows only the fields left once, but counts every message", () => {
    const { all, shown } = checkedErrors({ email: "", name: "" }, { email: "Email is required", name: "Name is required" }, {}, new Set(["email"]));
    expect(all).toEqual({ email: "Email is required", name: "Name is required" });
    expect(shown).toEqual({ email: "Email is required" });
  });

  it("keeps a server message while the field holds the value sent, and drops it once changed", () => {
    const server = { phone: { message: "Enter a valid phone number", value: "+1 555" } };
    const fields = new Set(["phone"]);
    expect(checkedErrors({ phone: "+1 555" }, { phone: null }, server, fields).shown).toEqual({ phone: "Enter a valid phone number" });
    expect(checkedErrors({ phone: "+1 5550" }, { phone: null }, server, fields).all).toEqual({});
  });

  it("prefers the checker's own message to the server's", () => {
    const server = { email: { message: "Taken", value: "" } };
    expect(checkedErrors({ email: "" }, { email: "Email is required" }, server, new Set(["email"])).all).toEqual({ email: "Email is required" });
  });
});
