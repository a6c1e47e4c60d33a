import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { issueToken, verifyToken, type TokenClaims } from "./token";

const SECRET = "test-secret-test-secret";
const claims: TokenClaims = { v: 1, match: "m1", role: "spectator", exp: 2_000_000_000, id: "t1" };

describe("capability tokens", () => {
  it("round-trip: a token verifies with its secret and yields its claims", () => {
    const token = issueToken(SECRET, claims);
    expect(verifyToken(SECRET, token, 1_000, "m1")).toEqual({ ok: true, claims });
  });

  it("refuse a different secret, a changed payload, another match, expiry", () => {
    const token = issueToken(SECRET, claims);
    expect(verifyToken("other-secret-other", token, 1_000)).toMatchObject({ ok: false, error: "token/bad-signature" });
    const [, sig] = token.split(".");
    const judge = Buffer.from(JSON.stringify({ ...claims, role: "judge" })).toString("base64url");
    expect(verifyToken(SECRET, `${judge}.${sig}`, 1_000)).toMatchObject({ ok: false, error: "token/bad-signature" });
    expect(verifyToken(SECRET, token, 1_000, "m2")).toMatchObject({ ok: false, error: "token/wrong-match" });
    expect(verifyToken(SECRET, token, 2_000_000_000)).toMatchObject({ ok: false, error: "token/expired" });
  });

  it("refuse junk of any shape without throwing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (junk) => {
        const r = verifyToken(SECRET, junk, 1_000);
        expect(r.ok).toBe(false);
      }),
    );
    expect(verifyToken(SECRET, "x".repeat(5000), 1_000)).toMatchObject({ ok: false, error: "token/malformed" });
  });

  it("a correctly signed payload that is not valid claims is refused", () => {
    // Signed by us but with an unknown role: still refused (claims are validated, not trusted).
    expect(() => issueToken(SECRET, { ...claims, role: "god" } as unknown as TokenClaims)).toThrow();
  });
});
