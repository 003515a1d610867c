import { describe, expect, it } from "vitest";
import { permissions } from "@/lib/domain/permissions";
import { settingsKeys } from "@/lib/validation/settings";
import { settingsPermission, settingsPermissions } from "./settings-permissions";

describe("the settings-to-permission map", () => {
  it("names a real permission for every settings key", () => {
    expect(Object.keys(settingsPermission).sort()).toEqual([...settingsKeys].sort());
    for (const p of Object.values(settingsPermission)) expect([...permissions, "admin"]).toContain(p);
  });

  it("gives the menu each settings permission once", () => {
    expect([...settingsPermissions].sort()).toEqual(
      ["banner", "brands", "categories", "content", "join-statements", "logo-icon", "member-settings", "social-media"],
    );
  });
});
