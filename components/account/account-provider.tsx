"use client";

/**
 * Who is signed in, for every client component on the page (header, creator, upgrade button).
 * Asked once per page load; pages are static, so the answer never sits in the HTML.
 *
 * The answer is kept in one place per page, not in each provider: a page served as static HTML with islands
 * (lib/islands/static-page.ts) hydrates its header, creator and upgrade button as separate roots, each with its own
 * provider, and they must share one check and one answer. The check runs when the first provider of the page mounts
 * (again after a client navigation that left none mounted, as entering another layout does), and on refresh().
 */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { fetchSession, type Session, signOut as endSession } from "@/lib/account/client";

/** "unavailable": the check itself failed (network, server); the chrome treats it as signed out. */
export type AccountState =
  | { status: "loading" }
  | { status: "signed-out"; google: boolean }
  | { status: "unavailable" }
  | ({ status: "signed-in" } & Extract<Session, { signedIn: true }>);

interface AccountContextValue {
  account: AccountState;
  refresh(): Promise<void>;
  /** Ends the session on the server, then forgets the person here. Throws when the server refused. */
  signOut(): Promise<void>;
}

const LOADING: AccountState = { status: "loading" };
let account: AccountState = LOADING;
let mounted = 0;
/** Only the newest check may write: the page's first check answering after a refresh (say, the one a payment page
 * asks for once Pro starts) must not put the old plan back. */
let latest = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function refresh(): Promise<void> {
  const ask = ++latest;
  let next: AccountState;
  try {
    const session = await fetchSession();
    next = session.signedIn ? { status: "signed-in", ...session } : { status: "signed-out", google: session.google };
  } catch {
    next = { status: "unavailable" };
  }
  if (ask === latest) publish(next);
}

function publish(next: AccountState) {
  account = next;
  markDocument(next);
  for (const listener of listeners) listener();
}

/**
 * The plan, on the document (`<html data-account="free|pro">`), for static HTML that words itself by CSS alone: the
 * home page's hero badge says "no account" to a visitor and something true to a member, with no island of its own.
 */
function markDocument(state: AccountState) {
  if (typeof document === "undefined") return;
  const root = document.documentElement;
  if (state.status === "signed-in") root.dataset.account = state.isPro ? "pro" : "free";
  else delete root.dataset.account;
}

async function signOut(): Promise<void> {
  await endSession();
  await refresh();
}

const AccountContext = createContext<AccountContextValue | null>(null);

export function AccountProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(
    subscribe,
    () => account,
    () => LOADING,
  );
  useEffect(() => {
    // Loading the session is this provider's job. An answer kept from a layout left earlier is not trusted.
    if (mounted++ === 0) {
      if (account !== LOADING) publish(LOADING);
      void refresh();
    }
    return () => void mounted--;
  }, []);
  const value = useMemo(() => ({ account: current, refresh, signOut }), [current]);
  return <AccountContext value={value}>{children}</AccountContext>;
}

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error("useAccount needs an <AccountProvider> above it");
  return value;
}
