import { buildCustomRoute } from "next/dist/server/lib/router-utils/filesystem";
import { describe, expect, it } from "vitest";
import { PRIVATE_ADDRESSES } from "./private-pages";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

/** The value of header `key` for `address` as Next's own server decides it: that of the last matching rule that sets it. */
const header = (rules: ReturnType<typeof securityHeaders>, address: string, key: string) =>
  rules
    .filter((rule) => buildCustomRoute("header", rule).match(address))
    .flatMap((rule) => rule.headers.filter((h) => h.key === key))
    .at(-1)?.value;

describe("the security headers", () => {
  it("send HSTS only when the site is on https", () => {
    expect(header(securityHeaders({ https: true }), "/faq", "Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(header(securityHeaders({ https: false }), "/faq", "Strict-Transport-Security")).toBeUndefined();
  });

  it("give every address, the site's files and Next's own included, the policy and the other headers as they are written", () => {
    const rules = securityHeaders({ https: true });
    for (const address of ["/", "/faq", "/zh/blog/text-lists-fail", "/api/health", "/_next/static/chunks/main.js", "/robots.txt"]) {
      for (const { key, value } of rules[0]!.headers)
        expect(header(rules, address, key), `${address} ${key}`).toBe(
          key === "Referrer-Policy" && address.startsWith("/api/") ? "same-origin" : value,
        );
      // No part of the address to fill into the values: Next uses them as they are, with no work per request.
      expect(buildCustomRoute("header", rules[0]!).match(address)).toEqual({});
    }
    expect(header(rules, "/", "Content-Security-Policy")).toBe(contentSecurityPolicy());
  });

  it("give every private path and everything under it the same-origin referrer policy, after the site-wide rule", () => {
    const rules = securityHeaders({ https: false });
    const referrerPolicy = (address: string) => header(rules, address, "Referrer-Policy");
    for (const path of PRIVATE_ADDRESSES) {
      for (const address of [path, `${path}/`, `${path}/abc`, `${path}/abc/def`]) expect(referrerPolicy(address), address).toBe("same-origin");
    }
    for (const address of ["/", "/faq", "/zh", "/zh/faq", "/historyx", "/blog/history", "/zh/api/me"]) {
      expect(referrerPolicy(address), address).toBe("strict-origin-when-cross-origin");
    }
  });

  it("let no inline script run but those a page names by hash or nonce, and never eval outside next dev", () => {
    const scripts = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scripts(contentSecurityPolicy())).toBe("script-src 'self'");
    expect(scripts(contentSecurityPolicy(["'sha256-abc='", "'nonce-xyz'"]))).toBe("script-src 'self' 'sha256-abc=' 'nonce-xyz'");
    expect(scripts(contentSecurityPolicy([], { development: true }))).toBe("script-src 'self' 'unsafe-eval'");
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
