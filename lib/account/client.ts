/**
 * The browser's calls for accounts: who is signed in, sign-in requests and sign-out. Plain fetches
 * to Better Auth's JSON endpoints, so the header ships no auth library to every visitor, and reads the answer with the
 * route's schema loaded beside the request, so no page starts up with zod (decision record 006).
 */
import type { SessionResponse } from "@/lib/api/account";
import { safeNext } from "./safe-next";

export type Session = SessionResponse;

export async function fetchSession(): Promise<Session> {
  const schema = import("@/lib/api/account");
  schema.catch(() => {}); // read below, or not at all when the request fails
  const response = await fetch("/api/session", { headers: { Accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`session check failed: ${response.status}`);
  const { SessionResponseSchema } = await schema;
  return SessionResponseSchema.parse(await response.json());
}

export class SignInError extends Error {
  override name = "SignInError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function postAuth(path: string, body: unknown): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new SignInError("", 0);
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new SignInError(typeof data.message === "string" ? data.message : "", response.status);
  return data;
}

/** Where to send the browser to sign in with Google; it comes back to /auth/callback. */
export async function googleSignInUrl(next: string): Promise<string> {
  const data = await postAuth("/sign-in/social", {
    provider: "google",
    callbackURL: callbackPath(next),
    errorCallbackURL: "/auth/callback",
    disableRedirect: true,
  });
  if (typeof data.url !== "string") throw new SignInError("", 500);
  return data.url;
}

export async function requestMagicLink(email: string, next: string): Promise<void> {
  // A link that fails comes back with `next` too, so the sign-in page it leads to (a used or expired link) goes on there.
  await postAuth("/sign-in/magic-link", { email, callbackURL: callbackPath(next), errorCallbackURL: callbackPath(next) });
}

export async function signOut(): Promise<void> {
  await postAuth("/sign-out", {});
}

export function callbackPath(next: string): string {
  return `/auth/callback?next=${encodeURIComponent(safeNext(next))}`;
}

export { safeNext } from "./safe-next";
