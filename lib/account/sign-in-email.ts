/**
 * The address this browser last asked a sign-in link for, so that a link that was used already or has run out can
 * send its reader to the sign-in page with the address filled in. Kept in localStorage (the link opens in a new tab)
 * until the sign-in completes; a browser that refuses storage simply types it again.
 */
import { type Store, storedValue } from "@/lib/browser-storage";

const KEY = "wallminder:sign-in-email";

export function rememberSignInEmail(email: string, store?: Store | null): void {
  storedValue("local", KEY, store).write(email);
}

export function recallSignInEmail(store?: Store | null): string {
  return storedValue("local", KEY, store).read() ?? "";
}

export function forgetSignInEmail(store?: Store | null): void {
  storedValue("local", KEY, store).remove();
}
