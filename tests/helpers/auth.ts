/**
 * Signs a person in through the real sign-in routes, as a browser would: asks for a magic link,
 * takes it from the mailbox, follows it. Returns the session cookie and the bearer token.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { GET as me } from "@/app/api/me/route";
import { mailboxLinks } from "@/lib/auth/mail";
import type { Database } from "@/lib/db/client";
import { saveSubscription } from "@/lib/db/queries/subscriptions";
import { jsonPost } from "./requests";

export const SITE = "http://localhost:3000";

export interface SignedIn {
  email: string;
  /** The `name=value` to send back in a Cookie header. */
  cookie: string;
  /** The whole Set-Cookie header of the session, attributes included. */
  setCookie: string;
  token: string;
}

export function requestMagicLink(email: string, headers: Record<string, string> = {}): Promise<Response> {
  return authPost(jsonPost(`${SITE}/api/auth/sign-in/magic-link`, { email, callbackURL: "/auth/callback" }, { Origin: SITE, ...headers }));
}

export async function signIn(email: string): Promise<SignedIn> {
  const asked = await requestMagicLink(email, { "X-Forwarded-For": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  expect(asked.status).toBe(200);
  const link = mailboxLinks().find((entry) => entry.email === email);
  if (!link) throw new Error(`no sign-in link for ${email}`);
  const followed = await authGet(new Request(link.url, { headers: { Origin: SITE, "Want-Bearer-Token": "1" } }));
  expect(followed.status).toBe(302);
  const cookies = followed.headers.getSetCookie();
  const session = cookies.find((cookie) => cookie.startsWith("better-auth.session_token="));
  const token = followed.headers.get("set-auth-token");
  if (!session || !token) throw new Error(`signing in did not set a session: ${cookies.join(" | ")}`);
  return { email, cookie: session.split(";")[0]!, setCookie: session, token };
}

/** A request as the signed-in browser would send it. */
export function withCookie(signedIn: SignedIn, url: string, init: RequestInit = {}): Request {
  return new Request(url, { ...init, headers: { Origin: SITE, ...init.headers, Cookie: signedIn.cookie } });
}

export function withBearer(signedIn: SignedIn, url: string, init: RequestInit = {}): Request {
  return new Request(url, { ...init, headers: { ...init.headers, Authorization: `Bearer ${signedIn.token}` } });
}

/** The user id of a signed-in person, as /api/me gives it. */
export async function userIdOf(signedIn: SignedIn): Promise<string> {
  const answer = (await (await me(withBearer(signedIn, `${SITE}/api/me`))).json()) as { user: { id: string } };
  return answer.user.id;
}

/** A new person, signed in, with an active Pro subscription. */
export async function signInPro(db: Database, prefix = "pro"): Promise<SignedIn & { id: string }> {
  const who = await signIn(`${prefix}-${randomUUID().slice(0, 8)}@example.test`);
  const id = await userIdOf(who);
  await saveSubscription(db, id, { subscriptionStatus: "active" });
  return { ...who, id };
}
