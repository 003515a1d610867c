import { describe, expect, it } from "vitest";
import { decryptToken, encryptToken } from "./crypto";

describe("token encryption", () => {
  it("encrypts with a fresh IV each time and decrypts back", () => {
    const a = encryptToken("secret-token");
    const b = encryptToken("secret-token");
    expect(a).not.toBe(b);
    expect(a).not.toContain("secret-token");
    expect(decryptToken(a)).toBe("secret-token");
  });

  it("refuses tampered or foreign ciphertext", () => {
    const [v, iv, tag, body] = encryptToken("secret-token").split(".");
    const flipped = body.slice(0, -1) + (body.endsWith("A") ? "B" : "A");
    expect(decryptToken([v, iv, tag, flipped].join("."))).toBeNull();
    expect(decryptToken("v0.a.b.c")).toBeNull();
    expect(decryptToken(null)).toBeNull();
  });
});
