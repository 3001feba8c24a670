import { safeNext } from "./safe-next";

/**
 * What the sign-in return page says about an `error` that Better Auth put in the address
 * (magic-link verification and the OAuth callback), in the four kinds docs/product.md §5 names plus 'other'.
 */
export type CallbackProblem = "invalidToken" | "interrupted" | "incomplete" | "noData" | "other";

const KINDS: Record<string, CallbackProblem> = {
  INVALID_TOKEN: "invalidToken",
  EXPIRED_TOKEN: "invalidToken",
  invalid_code: "invalidToken",
  no_code: "invalidToken",
  state_mismatch: "interrupted",
  state_not_found: "interrupted",
  state_security_mismatch: "interrupted",
  please_restart_the_process: "interrupted",
  access_denied: "interrupted",
  failed_to_create_user: "incomplete",
  failed_to_create_session: "incomplete",
  user_not_found: "incomplete",
  unable_to_get_user_info: "incomplete",
  unable_to_link_account: "incomplete",
  email_not_found: "incomplete",
};

export function callbackProblem(error: string): CallbackProblem {
  return KINDS[error] ?? "other";
}

/**
 * The error code the 'other' message names, or null for 'unknown error'. Only a code ("mystery_error"), never words: the
 * address is anyone's to write, and a link to this site that showed "Your account is locked, call …" in its own voice
 * would be a phishing page. `error_description` is never shown for the same reason.
 */
export function shownErrorCode(error: string): string | null {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(error) ? error : null;
}

/** Better Auth's codes for an email link that was used already or has run out (not Google's: those start over there). */
const SPENT_LINK_ERRORS = new Set(["INVALID_TOKEN", "EXPIRED_TOKEN"]);

/**
 * Where the return page sends a used or expired email link: the sign-in page, which says so and asks for a new link
 * (docs/product.md §5), then goes on to `next` as the first link would have.
 */
export function spentLinkRedirect(error: string | string[] | undefined, next: string | string[] | undefined): string | null {
  if (typeof error !== "string" || !SPENT_LINK_ERRORS.has(error)) return null;
  return `/login?link=spent&next=${encodeURIComponent(safeNext(next))}`;
}

/** Seconds on the error message before the page goes home. */
export const CALLBACK_ERROR_REDIRECT_MS = 3_000;
