/**
 * The value of the cookie `name` in a request's Cookie header, as it was sent, or null. Shared by the chosen language
 * (lib/i18n/server.ts) and the device cookie (lib/auth/device.ts): the routes' layer (lib/http) builds on both, so
 * neither may import from it.
 */
export function cookieValue(headers: Headers, name: string): string | null {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}
