import { describe, expect, it } from "vitest";
import { NO_ADMIN_ACCESS, requirePanelAccess } from "./accounts";

describe("the admin panel's sign-in rule", () => {
  it("lets admins and sub-admins in and refuses a talent with a 403", () => {
    expect(() => requirePanelAccess({ role: "admin" })).not.toThrow();
    expect(() => requirePanelAccess({ role: "subadmin" })).not.toThrow();
    expect(() => requirePanelAccess({ role: "talent" })).toThrow(expect.objectContaining({ code: "FORBIDDEN", message: NO_ADMIN_ACCESS }));
  });
});
