import { request as httpRequest, createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { UNKNOWN_ADDRESS, clientAddress, clientIp, normalizeAddress } from "./client-ip";
import { PEER_ADDRESS_HEADER_ENV, randomPeerHeaderName, stampPeerAddress } from "./peer-address.mjs";

const PEER = "x-peer-address-0123456789abcdef0123456789abcdef";

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

describe("clientAddress", () => {
  describe("0 hops: the app is reached directly", () => {
    const config = { trustedProxyHops: 0, peerHeader: PEER };

    it("takes the socket's peer and never a header the client writes", () => {
      const forged = headers({ [PEER]: "198.51.100.7", "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" });
      expect(clientAddress(forged, config)).toBe("198.51.100.7");
      expect(clientAddress(headers({ [PEER]: "198.51.100.7", "x-forwarded-for": "1.2.3.4, 9.9.9.9" }), config)).toBe("198.51.100.7");
    });

    it("reads an IPv4-mapped IPv6 peer as IPv4, and an IPv6 peer in lower case", () => {
      expect(clientAddress(headers({ [PEER]: "::ffff:203.0.113.9" }), config)).toBe("203.0.113.9");
      expect(clientAddress(headers({ [PEER]: "2001:DB8::1" }), config)).toBe("2001:db8::1");
    });

    it("without the stamp (next dev, tests) takes the rightmost X-Forwarded-For entry, as Next fills it from the socket", () => {
      const unstamped = { trustedProxyHops: 0 };
      expect(clientAddress(headers({ "x-forwarded-for": "::ffff:127.0.0.1" }), unstamped)).toBe("127.0.0.1");
      expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4, 10.0.0.8" }), unstamped)).toBe("10.0.0.8");
      expect(clientAddress(headers({}), unstamped)).toBe(UNKNOWN_ADDRESS);
    });
  });

  describe("1 hop: nginx or a load balancer appending the client", () => {
    const config = { trustedProxyHops: 1, peerHeader: PEER };

    it("takes the entry the proxy appended, whatever the client put before it", () => {
      expect(clientAddress(headers({ [PEER]: "10.0.0.2", "x-forwarded-for": "198.51.100.7" }), config)).toBe("198.51.100.7");
      expect(clientAddress(headers({ [PEER]: "10.0.0.2", "x-forwarded-for": "1.2.3.4, 198.51.100.7" }), config)).toBe("198.51.100.7");
      expect(clientAddress(headers({ [PEER]: "10.0.0.2", "x-forwarded-for": "1.2.3.4,5.6.7.8,  198.51.100.7" }), config)).toBe("198.51.100.7");
    });

    it("reads the header when there is no stamp (Vercel sets X-Forwarded-For to the client itself)", () => {
      expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.7" }), { trustedProxyHops: 1 })).toBe("198.51.100.7");
    });

    it("falls back to the peer (the proxy) when the proxy sent no header, so a bypass cannot pick its bucket", () => {
      expect(clientAddress(headers({ [PEER]: "10.0.0.2" }), config)).toBe("10.0.0.2");
      expect(clientAddress(headers({}), { trustedProxyHops: 1 })).toBe(UNKNOWN_ADDRESS);
    });

    it("counts two X-Forwarded-For headers as one list, in order", () => {
      const twice = new Headers();
      twice.append("x-forwarded-for", "1.2.3.4");
      twice.append("x-forwarded-for", "198.51.100.7");
      expect(clientAddress(twice, config)).toBe("198.51.100.7");
    });
  });

  describe("2 hops: a load balancer in front of nginx", () => {
    const config = { trustedProxyHops: 2, peerHeader: PEER };

    it("takes the second entry from the right (the client as the load balancer saw it)", () => {
      // The client sent "1.2.3.4, 5.6.7.8"; the balancer appended the client, nginx appended the balancer.
      const chain = headers({ [PEER]: "10.0.0.3", "x-forwarded-for": "1.2.3.4, 5.6.7.8, 198.51.100.7, 10.0.0.9" });
      expect(clientAddress(chain, config)).toBe("198.51.100.7");
      expect(clientAddress(headers({ [PEER]: "10.0.0.3", "x-forwarded-for": "198.51.100.7, 10.0.0.9" }), config)).toBe("198.51.100.7");
    });

    it("with fewer entries than hops takes the leftmost, which a trusted proxy still wrote", () => {
      expect(clientAddress(headers({ [PEER]: "10.0.0.3", "x-forwarded-for": "198.51.100.7" }), config)).toBe("198.51.100.7");
    });
  });

  it("answers UNKNOWN_ADDRESS for an entry that is not an IP address", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "unknown" }), { trustedProxyHops: 1 })).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers({ "x-forwarded-for": "x".repeat(5000) }), { trustedProxyHops: 1 })).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers({ "x-forwarded-for": "_hidden" }), { trustedProxyHops: 0 })).toBe(UNKNOWN_ADDRESS);
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["1.2.3.4", "1.2.3.4"],
    [" 1.2.3.4 ", "1.2.3.4"],
    ["1.2.3.4:5678", "1.2.3.4"],
    ["::FFFF:1.2.3.4", "1.2.3.4"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:DB8::1]", "2001:db8::1"],
    ["::1", "::1"],
  ])("%s -> %s", (raw, expected) => expect(normalizeAddress(raw)).toBe(expected));

  it.each(["", "unknown", "1.2.3", "999.1.1.1", "example.com", "1.2.3.4; drop table"])("refuses %j", (raw) =>
    expect(normalizeAddress(raw)).toBeNull(),
  );
});

describe("clientIp under the environment's settings", () => {
  it("has no stamp and 0 hops in tests: the rightmost X-Forwarded-For entry", () => {
    const req = new Request("http://localhost/", { headers: { "x-forwarded-for": "1.2.3.4, 10.20.30.40" } });
    expect(clientIp(req)).toBe("10.20.30.40");
  });
});

describe("stampPeerAddress (what server.mjs does to each request)", () => {
  it("names the header at random, once per call, in a form lib/env.ts accepts", () => {
    const name = randomPeerHeaderName();
    expect(name).toMatch(/^x-peer-address-[0-9a-f]{32}$/);
    expect(randomPeerHeaderName()).not.toBe(name);
    expect(PEER_ADDRESS_HEADER_ENV).toBe("PEER_ADDRESS_HEADER");
  });

  it("replaces a copy the client sent with the socket's address, over a real connection", async () => {
    const name = randomPeerHeaderName();
    let seen: IncomingHttpHeaders = {};
    const server = createServer((req, res) => {
      stampPeerAddress(req, name);
      seen = { ...req.headers };
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, headers: { [name]: "6.6.6.6", "x-forwarded-for": "6.6.6.6" } }, (res) => {
          res.resume();
          res.on("end", resolve);
        });
        req.on("error", reject);
        req.end();
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen[name]).toBe("127.0.0.1");
    // What a route handler then reads, with the forged X-Forwarded-For still there.
    const asFetch = new Headers(Object.entries(seen).map(([k, v]) => [k, String(v)] as [string, string]));
    expect(clientAddress(asFetch, { trustedProxyHops: 0, peerHeader: name })).toBe("127.0.0.1");
  });

  it("leaves no header when the socket has no address (closed), rather than a forged one", () => {
    const req = { headers: { [PEER]: "6.6.6.6" } as Record<string, string | undefined>, socket: {} };
    stampPeerAddress(req, PEER);
    expect(req.headers[PEER]).toBeUndefined();
    const forged = new Headers({ "x-forwarded-for": "6.6.6.6" });
    expect(clientAddress(forged, { trustedProxyHops: 0, peerHeader: PEER })).toBe(UNKNOWN_ADDRESS);
  });
});
