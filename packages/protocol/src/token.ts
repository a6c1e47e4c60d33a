import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { z } from "zod";
import { roleSchema, type Role } from "./roles";

/**
 * Capability tokens: a match, a role (and seat), and an expiry, signed with HMAC-SHA256 by the
 * server. Form: base64url(JSON claims) "." base64url(signature). Checked on every call and
 * every stream; nothing else grants access.
 */
export const tokenClaimsSchema = z
  .object({
    v: z.literal(1),
    /** The match (or review room) the token opens. */
    match: z.string().min(1).max(64),
    role: roleSchema,
    seat: z.number().int().min(0).max(15).optional(),
    /** Expiry, seconds since the Unix epoch. */
    exp: z.number().int().positive(),
    /** Distinguishes tokens issued for the same role, so one can be revoked. */
    id: z.string().min(1).max(64),
  })
  .strict();
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export type TokenError = "token/malformed" | "token/bad-signature" | "token/expired" | "token/wrong-match";

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function sign(secret: string, payload: string): Uint8Array {
  return hmac(sha256, encoder.encode(secret), encoder.encode(payload));
}

/** Constant-time comparison, so a forger learns nothing from timing. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export function issueToken(secret: string, claims: TokenClaims): string {
  const payload = base64url(encoder.encode(JSON.stringify(tokenClaimsSchema.parse(claims))));
  return `${payload}.${base64url(sign(secret, payload))}`;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; error: TokenError; message: string };

/** Verifies signature, shape, expiry (`nowSeconds`) and, when given, the match it must open. */
export function verifyToken(secret: string, token: string, nowSeconds: number, match?: string): TokenCheck {
  if (typeof token !== "string" || token.length > 2048) return { ok: false, error: "token/malformed", message: "not a Tablecast token" };
  const parts = token.split(".");
  if (parts.length !== 2) return { ok: false, error: "token/malformed", message: "not a Tablecast token" };
  const [payload, signature] = parts as [string, string];
  const sig = fromBase64url(signature);
  if (sig === null || !equalBytes(sig, sign(secret, payload))) return { ok: false, error: "token/bad-signature", message: "the token's signature is not valid" };
  const bytes = fromBase64url(payload);
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array()));
  } catch {
    return { ok: false, error: "token/malformed", message: "the token's claims are not JSON" };
  }
  const parsed = tokenClaimsSchema.safeParse(claims);
  if (!parsed.success) return { ok: false, error: "token/malformed", message: "the token's claims are not valid" };
  if (parsed.data.exp <= nowSeconds) return { ok: false, error: "token/expired", message: "the token has expired" };
  if (match !== undefined && parsed.data.match !== match) return { ok: false, error: "token/wrong-match", message: "the token is for another match" };
  return { ok: true, claims: parsed.data };
}

export function roleLabel(role: Role, seat?: number): string {
  return role === "seat" && seat !== undefined ? `seat P${seat + 1}` : role;
}
