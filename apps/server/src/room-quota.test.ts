import { describe, expect, it } from "vitest";
import { addressKey, createRoomCreationQuota } from "./room-quota";

describe("room creation quota", () => {
  const limits = { perToken: { count: 3, windowMs: 60_000 }, perIp: { count: 5, windowMs: 60_000 } };

  it("a token creates its budget of rooms, then waits for the budget to refill", () => {
    let now = 0;
    const quota = createRoomCreationQuota({ now: () => now, limits });
    const take = () => quota.take({ tokenId: "lobby", ip: "203.0.113.7" });
    expect([take(), take(), take()].every((v) => v.ok)).toBe(true);
    expect(take()).toEqual({ ok: false, code: "quota/rooms-per-token", retryAfterMs: 20_000 });
    now += 19_999;
    expect(take().ok).toBe(false);
    now += 1;
    expect(take().ok).toBe(true);
    // Another token is counted apart.
    expect(quota.take({ tokenId: "other", ip: null }).ok).toBe(true);
  });

  it("one address cannot spread its rooms over many tokens; a refusal counts nothing", () => {
    const now = 0;
    const quota = createRoomCreationQuota({ now: () => now, limits });
    const verdicts = Array.from({ length: 7 }, (_, i) => quota.take({ tokenId: `t${i}`, ip: "2001:db8:1:2::a" }));
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true, false, false]);
    expect(verdicts[5]).toMatchObject({ code: "quota/rooms-per-ip" });
    // The same /64, another host address: the same budget.
    expect(quota.take({ tokenId: "t9", ip: "2001:db8:1:2:ffff::1" })).toMatchObject({ ok: false, code: "quota/rooms-per-ip" });
    // t5 and t6 were refused by the address: their own budgets are untouched.
    expect(quota.take({ tokenId: "t5", ip: "198.51.100.1" }).ok).toBe(true);
    expect(quota.take({ tokenId: "t5", ip: "198.51.100.1" }).ok).toBe(true);
    expect(quota.take({ tokenId: "t5", ip: "198.51.100.1" }).ok).toBe(true);
    expect(quota.take({ tokenId: "t5", ip: "198.51.100.1" })).toMatchObject({ ok: false, code: "quota/rooms-per-token" });
  });

  it("memory stays bounded: past maxKeys, spent budgets are kept over fuller ones", () => {
    const now = 0;
    const quota = createRoomCreationQuota({ now: () => now, limits: { ...limits, maxKeys: 10 } });
    for (let i = 0; i < 3; i++) quota.take({ tokenId: "spent", ip: null });
    for (let i = 0; i < 50; i++) quota.take({ tokenId: `fresh${i}`, ip: null });
    expect(quota.take({ tokenId: "spent", ip: null }).ok).toBe(false);
  });

  it("counts addresses as hosts: IPv4 (also mapped into IPv6) as is, IPv6 by its /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2::a")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:0000:0000:0000:000a")).toBe("2001:db8:1:2::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
