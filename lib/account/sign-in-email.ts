/**
 * The address this browser last asked a sign-in link for, so that a link that was used already or has run out can
 * send its reader to the sign-in page with the address filled in. Kept in localStorage (the link opens in a new tab)
 * until the sign-in completes; a browser that refuses storage simply types it again.
 */
const KEY = "wallminder:sign-in-email";

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStore(): Store | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage switched off: reading `localStorage` itself throws
  }
}

export function rememberSignInEmail(email: string, store: Store | null = browserStore()): void {
  try {
    store?.setItem(KEY, email);
  } catch {
    // full or refused: nothing to fill in later
  }
}

export function recallSignInEmail(store: Store | null = browserStore()): string {
  try {
    return store?.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

export function forgetSignInEmail(store: Store | null = browserStore()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
