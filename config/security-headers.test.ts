import { describe, expect, it } from "vitest";
import { PRIVATE_PATHS } from "./private-pages";
import { securityHeaders } from "./security-headers";

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
    for (const path of PRIVATE_PATHS) {
      expect(header(rules, path, "Referrer-Policy")).toBe("same-origin");
      expect(header(rules, `${path}/:rest*`, "Referrer-Policy")).toBe("same-origin");
    }
  });
});
