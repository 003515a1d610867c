import { describe, expect, it } from "vitest";
import { destinationFor, safeNextPath } from "./destination";

describe("safeNextPath", () => {
  it.each(["/dashboard", "/dashboard/media?page=2", "/admin/talents#top"])("keeps the same-site path %s", (p) => {
    expect(safeNextPath(p)).toBe(p);
  });
  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "dashboard", "javascript:alert(1)", "/\u0000x", ""])(
    "refuses %j",
    (p) => expect(safeNextPath(p)).toBeNull(),
  );
});

describe("destinationFor", () => {
  const talent = (status: string) => ({ role: "talent", status });
  it("sends each kind of user to their place", () => {
    expect(destinationFor(talent("active"))).toBe("/dashboard");
    expect(destinationFor(talent("hidden"))).toBe("/dashboard");
    expect(destinationFor(talent("pending"))).toBe("/pending-approval");
    expect(destinationFor(talent("declined"))).toBe("/pending-approval");
    expect(destinationFor({ role: "admin", status: "active" })).toBe("/admin/dashboard");
    expect(destinationFor({ role: "subadmin", status: "active" })).toBe("/admin/dashboard");
  });
  it("honours next only where the user may go", () => {
    expect(destinationFor(talent("active"), "/dashboard/media")).toBe("/dashboard/media");
    expect(destinationFor(talent("active"), "/admin/talents")).toBe("/dashboard");
    expect(destinationFor(talent("active"), "/login")).toBe("/dashboard");
    expect(destinationFor(talent("active"), "//evil.example")).toBe("/dashboard");
    expect(destinationFor(talent("pending"), "/dashboard")).toBe("/pending-approval");
    expect(destinationFor({ role: "admin", status: "active" }, "/admin/bookings")).toBe("/admin/bookings");
    expect(destinationFor({ role: "admin", status: "active" }, "/dashboard")).toBe("/admin/dashboard");
  });
});
