import { buildCustomRoute } from "next/dist/server/lib/router-utils/filesystem";
import { describe, expect, it } from "vitest";
import { PRIVATE_ADDRESSES } from "./private-pages";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

const header = (rules: ReturnType<typeof securityHeaders>, source: string, key: string) =>
  rules.find((rule) => rule.source === source)?.headers.find((h) => h.key === key)?.value;

describe("the security headers", () => {
  it("send HSTS only when the site is on https", () => {
    expect(header(securityHeaders({ https: true }), "/:path*", "Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(header(securityHeaders({ https: false }), "/:path*", "Strict-Transport-Security")).toBeUndefined();
  });

  it("give every private path and everything under it the same-origin referrer policy, after the site-wide rule", () => {
    const rules = securityHeaders({ https: false });
    expect(rules[0]!.source).toBe("/:path*");
    // The Referrer-Policy of an address as Next's own server decides it: the last matching rule that sets it.
    const referrerPolicy = (address: string) =>
      rules
        .filter((rule) => buildCustomRoute("header", rule).match(address))
        .flatMap((rule) => rule.headers.filter((h) => h.key === "Referrer-Policy"))
        .at(-1)?.value;
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
