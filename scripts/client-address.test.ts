import { describe, expect, it } from "vitest";
import { clientAddress, trustedProxyHops } from "./client-address.mjs";

describe("the client's address", () => {
  it("is the connection's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("6.6.6.6", "203.0.113.9", 0)).toBe("203.0.113.9");
    expect(clientAddress(["1.1.1.1", "2.2.2.2"], "::ffff:203.0.113.9", 0)).toBe("203.0.113.9");
    expect(clientAddress(undefined, "::1", 0)).toBe("::1");
  });

  it("is the entry the trusted proxies wrote, never one further left that the client wrote", () => {
    // client -> load balancer (appends the client's address) -> app
    expect(clientAddress("198.51.100.7", "10.0.0.2", 1)).toBe("198.51.100.7");
    expect(clientAddress("6.6.6.6, 198.51.100.7", "10.0.0.2", 1)).toBe("198.51.100.7");
    // client -> CDN -> load balancer -> app
    expect(clientAddress("6.6.6.6, 198.51.100.7, 172.16.0.4", "10.0.0.2", 2)).toBe("198.51.100.7");
    expect(clientAddress(["6.6.6.6", "198.51.100.7"], "10.0.0.2", 1)).toBe("198.51.100.7");
  });

  it("falls back to the furthest entry when the chain is shorter than the hops", () => {
    expect(clientAddress(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress("198.51.100.7", "10.0.0.2", 3)).toBe("198.51.100.7");
  });

  it("drops ports, brackets and IPv4-mapped prefixes, and bounds what a client wrote", () => {
    expect(clientAddress("198.51.100.7:4711", "10.0.0.2", 1)).toBe("198.51.100.7");
    expect(clientAddress("[2001:db8::1]:443", "10.0.0.2", 1)).toBe("2001:db8::1");
    expect(clientAddress("x".repeat(10_000), "10.0.0.2", 1)).toHaveLength(64);
    expect(clientAddress(" , ,", "10.0.0.2", 1)).toBe("10.0.0.2");
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  it("is 0 when unset and refuses what is not a small whole number", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops(" ")).toBe(0);
    expect(trustedProxyHops("2")).toBe(2);
    for (const bad of ["-1", "1.5", "two", "11"]) expect(() => trustedProxyHops(bad)).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
