/** Clearing the session cookies of an account that no longer exists. */
import "server-only";
import type { Auth } from "./config";

/** Set-Cookie values that expire every session cookie at once (Max-Age=0), with their attributes. */
export async function expiredSessionCookies(auth: Auth): Promise<string[]> {
  const { authCookies } = await auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(({ name, attributes }) =>
    [
      `${name}=`,
      `Path=${attributes.path}`,
      "Max-Age=0",
      "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
      attributes.domain ? `Domain=${attributes.domain}` : "",
      attributes.httpOnly ? "HttpOnly" : "",
      attributes.secure ? "Secure" : "",
      `SameSite=${capitalise(attributes.sameSite ?? "lax")}`,
    ]
      .filter(Boolean)
      .join("; "),
  );
}

const capitalise = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1).toLowerCase()}`;
