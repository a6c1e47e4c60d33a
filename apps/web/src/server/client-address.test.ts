import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const from = (xff: string | null) => new Headers(xff === null ? {} : { "x-forwarded-for": xff });

describe("clientAddress", () => {
  it("directly reached (0 hops): the last entry, which Next.js sets to the socket's address", () => {
    expect(clientAddress(from("203.0.113.7"), 0)).toBe("203.0.113.7");
    expect(clientAddress(from("::ffff:127.0.0.1"), 0)).toBe("127.0.0.1");
    expect(clientAddress(from(null), 0)).toBe("unknown");
  });

  it("behind trusted proxies: the entry the outermost proxy appended, not what the client wrote before it", () => {
    // The client sent "1.2.3.4"; nginx appended the address it saw.
    expect(clientAddress(from("1.2.3.4, 198.51.100.20"), 1)).toBe("198.51.100.20");
    // A CDN, then nginx: the CDN's entry names the client, nginx's names the CDN.
    expect(clientAddress(from("1.2.3.4, 198.51.100.20, 192.0.2.1"), 2)).toBe("198.51.100.20");
    // A proxy that replaces the header instead of appending leaves one entry.
    expect(clientAddress(from("198.51.100.20"), 2)).toBe("198.51.100.20");
  });

  it("strips ports and brackets, and groups IPv6 by /64", () => {
    expect(clientAddress(from("203.0.113.7:51234"), 1)).toBe("203.0.113.7");
    expect(clientAddress(from("[2001:db8:1:2::99]:443"), 1)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(from("2001:DB8:0001:0002:aaaa:bbbb:cccc:dddd"), 1)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(from("2001:db8::1"), 1)).toBe("2001:db8:0:0::/64");
    expect(clientAddress(from("::1"), 0)).toBe("0:0:0:0::/64");
  });
});
