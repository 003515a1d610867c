import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffChanges, isSecretField, MAX_LOGGED_TEXT, prefixChanges, REDACTED } from "./audit-changes";

describe("diffChanges", () => {
  it("lists only the fields that changed, as [before, after]", () => {
    expect(diffChanges({ city: "Paris", bust: "86", name: "Ana" }, { city: "Lyon", bust: "86", name: "Ana" })).toEqual({ city: ["Paris", "Lyon"] });
  });

  it("reads a creation from nothing and a deletion to nothing, a missing field as null", () => {
    expect(diffChanges(null, { title: "Spring", notes: null })).toEqual({ title: [null, "Spring"] });
    expect(diffChanges({ title: "Spring", notes: "x" }, undefined)).toEqual({ title: ["Spring", null], notes: ["x", null] });
    expect(diffChanges({ a: 1 }, { a: 1, b: undefined })).toEqual({});
  });

  it("writes dates as ISO strings and compares them by instant", () => {
    const at = new Date("2026-03-04T10:00:00Z");
    expect(diffChanges({ publishedAt: null }, { publishedAt: at })).toEqual({ publishedAt: [null, "2026-03-04T10:00:00.000Z"] });
    expect(diffChanges({ publishedAt: at }, { publishedAt: new Date(at.getTime()) })).toEqual({});
  });

  it("never writes a secret's value: password hashes, tokens, TOTP secrets, recovery codes", () => {
    const changes = diffChanges(
      { passwordHash: "$argon2id$old", tokenHash: "aa", secret_enc: "s1", recoveryCodes: ["1"], accessTokenEnc: "t1", name: "A" },
      { passwordHash: "$argon2id$new", tokenHash: "bb", secret_enc: "s2", recoveryCodes: ["2"], accessTokenEnc: "t2", name: "B" },
    );
    expect(changes).toEqual({
      passwordHash: [REDACTED, REDACTED],
      tokenHash: [REDACTED, REDACTED],
      secret_enc: [REDACTED, REDACTED],
      recoveryCodes: [REDACTED, REDACTED],
      accessTokenEnc: [REDACTED, REDACTED],
      name: ["A", "B"],
    });
    expect(JSON.stringify(changes)).not.toMatch(/argon2|"aa"|"bb"|s1|s2|t1|t2/);
  });

  it("redacts secrets nested in a value (a setting holding a token) and the fields the caller names", () => {
    const changes = diffChanges({ social: { apiKey: "k1", handle: "a" } }, { social: { apiKey: "k2", handle: "b" } });
    expect(JSON.stringify(changes)).not.toMatch(/k1|k2/);
    expect(diffChanges({ note: "a" }, { note: "b" }, { redact: ["note"] })).toEqual({ note: [REDACTED, REDACTED] });
  });

  it("keeps a secret's absence: set from nothing reads [null, redacted]", () => {
    expect(diffChanges(null, { passwordHash: "$argon2id$x" })).toEqual({ passwordHash: [null, REDACTED] });
  });

  it("leaves out updatedAt and the fields the caller omits", () => {
    expect(diffChanges({ updatedAt: new Date(1), id: 1, a: 1 }, { updatedAt: new Date(2), id: 2, a: 2 }, { omit: ["id"] })).toEqual({ a: [1, 2] });
  });

  it("shortens long texts and large values", () => {
    const long = "x".repeat(5000);
    const [, after] = diffChanges({ bio: "" }, { bio: long }).bio;
    expect(after).toBe(`${"x".repeat(MAX_LOGGED_TEXT)}…`);
    const [, list] = diffChanges({ items: [] }, { items: Array.from({ length: 500 }, (_, i) => ({ i, label: `item ${i}` })) }).items;
    expect(typeof list).toBe("string");
    expect((list as string).length).toBeLessThanOrEqual(MAX_LOGGED_TEXT + 1);
  });

  it("compares objects by content, whatever the key order", () => {
    expect(diffChanges({ v: { a: 1, b: 2 } }, { v: { b: 2, a: 1 } })).toEqual({});
  });

  it("prefixes the fields of a part of a record", () => {
    expect(prefixChanges("banner", { title: ["a", "b"] })).toEqual({ "banner.title": ["a", "b"] });
  });

  it("names secret fields in any spelling", () => {
    for (const name of ["password_hash", "passwordHash", "PASSWORD", "totp_secret", "recovery_codes", "refresh-token-enc", "credentialPublicKey"]) {
      expect(isSecretField(name)).toBe(true);
    }
    for (const name of ["name", "email", "city", "status", "notes"]) expect(isSecretField(name)).toBe(false);
  });
});

describe("diffChanges, properties", () => {
  const value = fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.boolean(), fc.constant(null), fc.date({ noInvalidDate: true }));
  const record = fc.dictionary(fc.constantFrom("name", "city", "bio", "status", "fee", "passwordHash", "token"), value);

  it("a record compared with itself has no changes", () => {
    fc.assert(fc.property(record, (r) => Object.keys(diffChanges(r, { ...r })).length === 0));
  });

  it("reports exactly the fields whose values differ, each with two different sides or redacted", () => {
    fc.assert(
      fc.property(record, record, (a, b) => {
        const changes = diffChanges(a, b);
        for (const [field, [before, after]] of Object.entries(changes)) {
          if (isSecretField(field)) {
            expect([REDACTED, null]).toContain(before);
            expect([REDACTED, null]).toContain(after);
          }
          else expect(JSON.stringify(before)).not.toBe(JSON.stringify(after));
        }
        const plain = (v: unknown) => JSON.stringify(v instanceof Date ? v.toISOString() : (v ?? null));
        for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
          expect(field in changes).toBe(plain(a[field]) !== plain(b[field]));
        }
      }),
    );
  });

  it("never lets a secret's value through, and no text longer than the limit", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.string({ maxLength: 2000 }), (s1, s2, text) => {
        fc.pre(s1 !== s2);
        const json = JSON.stringify(diffChanges({ passwordHash: s1, session: { token: s1 }, bio: "" }, { passwordHash: s2, session: { token: s2 }, bio: text }));
        expect(json).not.toContain(s1);
        expect(json).not.toContain(s2);
        const [, bio] = diffChanges({ bio: "" }, { bio: text }).bio ?? [null, ""];
        expect(String(bio).length).toBeLessThanOrEqual(MAX_LOGGED_TEXT + 1);
      }),
    );
  });
});
