import { describe, expect, it } from "vitest";
import { recoveryCodesFile } from "./recovery-codes";

describe("the recovery codes file", () => {
  it("names the site and the account, and is named after the site", () => {
    const file = recoveryCodesFile(["abcde-fghij", "klmno-pqrst"], { email: "ana@example.test", siteUrl: "https://agency.example:8443" });
    expect(file.name).toBe("agency.example-8443-recovery-codes.txt");
    expect(file.text).toContain("Site: https://agency.example:8443/admin");
    expect(file.text).toContain("Account: ana@example.test");
    expect(file.text).toContain("abcde-fghij\nklmno-pqrst\n");
  });
});
