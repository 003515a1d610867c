import { describe, expect, it } from "vitest";
import { settingsPermission } from "@/lib/domain/settings-permissions";
import { settingsCards } from "./settings-cards";

describe("the settings cards", () => {
  it("each need what the settings-to-permission map says (the sub-admins card: the admin)", () => {
    for (const card of settingsCards) {
      expect(card.needs).toBe(card.slug === "sub-admins" ? "admin" : settingsPermission[card.slug as keyof typeof settingsPermission]);
    }
  });
});
