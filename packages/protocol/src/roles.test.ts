import { describe, expect, it } from "vitest";
import { DEFAULT_POLICY, mayReadAnnotations, reachOf, visibilityPolicySchema } from "./roles";

describe("who sees what (ARCHITECTURE.md, Audiences and roles)", () => {
  const live = false;
  const over = true;
  it("a seat sees its own seat's stream, live", () => {
    expect(reachOf("seat", 1, DEFAULT_POLICY, live)).toEqual({ audience: "seat", seat: 1, delayed: false });
    expect(reachOf("seat", undefined, DEFAULT_POLICY, live)).toBeNull();
  });
  it("spectators and overlays see public information behind the delay; coverage sees everything behind it", () => {
    expect(reachOf("spectator", undefined, DEFAULT_POLICY, live)).toEqual({ audience: "public", delayed: true });
    expect(reachOf("overlay", undefined, DEFAULT_POLICY, live)).toEqual({ audience: "public", delayed: true });
    expect(reachOf("coverage", undefined, DEFAULT_POLICY, live)).toEqual({ audience: "omniscient", delayed: true });
  });
  it("judges see everything live (tournament rules 3.11)", () => {
    expect(reachOf("judge", undefined, DEFAULT_POLICY, live)).toEqual({ audience: "omniscient", delayed: false });
  });
  it("coaches: after the match by default, or live behind the delay if the policy says so", () => {
    expect(reachOf("coach", undefined, DEFAULT_POLICY, live)).toBeNull();
    expect(reachOf("coach", undefined, DEFAULT_POLICY, over)).toEqual({ audience: "omniscient", delayed: false });
    expect(reachOf("coach", undefined, { ...DEFAULT_POLICY, coach: "live-delayed" }, live)).toEqual({ audience: "omniscient", delayed: true });
  });
  it("players never read annotations while their match is live (tournament rules 5.9)", () => {
    expect(mayReadAnnotations("seat", live)).toBe(false);
    expect(mayReadAnnotations("seat", over)).toBe(true);
    expect(mayReadAnnotations("coach", live)).toBe(true);
  });
  it("policies are validated", () => {
    expect(visibilityPolicySchema.parse({})).toEqual(DEFAULT_POLICY);
    expect(visibilityPolicySchema.safeParse({ delay: { kind: "seconds", seconds: -1 } }).success).toBe(false);
    expect(visibilityPolicySchema.safeParse({ delay: { kind: "turns", turns: 1.5 } }).success).toBe(false);
  });
});
