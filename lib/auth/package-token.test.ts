import { describe, expect, it } from "vitest";
import { sha256 } from "@/lib/auth/tokens";
import { sealedBox } from "@/lib/crypto/sealed-box";
import { decryptToken, encryptToken } from "@/lib/social/crypto";
import { newPackageToken, openPackageToken } from "./package-token";

describe("package link tokens", () => {
  it("are 43 base64url characters, looked up by their SHA-256 and sealed under the package links' own key", () => {
    const { token, tokenHash, tokenEnc } = newPackageToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toBe(sha256(token));
    expect(tokenEnc).not.toContain(token);
    expect(openPackageToken(tokenEnc)).toBe(token);
    // The social tokens' key cannot open a package link, nor the package key a provider token.
    expect(decryptToken(tokenEnc)).toBeNull();
    expect(sealedBox("package-links").open(encryptToken("ig-token"))).toBeNull();
  });

  it("still open when sealed before they had their own key, and are null when nothing opens them", () => {
    const earlier = encryptToken("an-earlier-link-token");
    expect(openPackageToken(earlier)).toBe("an-earlier-link-token");
    expect(openPackageToken(sealedBox("something-else").seal("x"))).toBeNull();
    expect(openPackageToken(null)).toBeNull();
  });
});
