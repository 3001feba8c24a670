/**
 * The security headers of every response, set once in next.config.ts (decision record 012):
 * - a Content Security Policy that allows only our own scripts, styles, fonts, images and requests, never frames us,
 *   never loads plugins and keeps <base> and form posts on our own site (pages get theirs, with the inline scripts
 *   they may run, from proxy.ts; this one, with none, covers the API and files);
 * - nosniff, a Permissions-Policy that turns off what the app never uses, HSTS on https;
 * - the referrer: the origin only, to other sites; on private pages nothing at all leaves the site (same-origin, not
 *   no-referrer, which would also make the browser send `Origin: null` on our own API writes and fail them).
 */
import { PRIVATE_ADDRESSES } from "./private-pages";

export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/**
 * The policy, with the inline scripts a page may run: the hashes of a prerendered page's own scripts or the nonce of a
 * page rendered per request (proxy.ts). With none, only our script files run: the policy of API answers and files.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[] = [], { development = false } = {}): string {
  return [
    "default-src 'self'",
    // `next dev` needs eval for React's debugging aids; a production build never does.
    ["script-src 'self'", ...inlineScripts, ...(development ? ["'unsafe-eval'"] : [])].join(" "),
    "style-src 'self' 'unsafe-inline'",
    // blob: is the preview the creator draws; data: the small inline icons.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "browsing-topics=()",
].join(", ");

export function securityHeaders({ https }: { https: boolean }): HeaderRule[] {
  const everywhere = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy() },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
  return [
    // "/(.*)", not "/:path*": Next fills the values of a rule whose address has named parts ("/:path*") in on every
    // request, and the policy's "data:" reads to it as a part to fill, which cost about 35 µs a request.
    { source: "/(.*)", headers: everywhere },
    // Later rules win for the same header: private pages send no referrer off the site.
    { source: PRIVATE_SOURCE, headers: [{ key: "Referrer-Policy", value: "same-origin" }] },
  ];
}

/**
 * Every private address and everything under it, in one rule: "/:private(history|…|zh/history|…)/:rest*" (the
 * addresses are plain words). Next tries every rule on every request, one after the other; one rule per address and
 * one for what is under it were 38 tries.
 */
const PRIVATE_SOURCE = `/:private(${PRIVATE_ADDRESSES.map((path) => path.slice(1)).join("|")})/:rest*`;
