"use client";

/**
 * Who is signed in, for every client component on the page (header, creator, upgrade button).
 * Asked once per page load; pages are static, so the answer never sits in the HTML.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { fetchSession, type Session, signOut as endSession } from "@/lib/account/client";

/** "unavailable": the check itself failed (network, server); the chrome treats it as signed out. */
export type AccountState =
  { status: "loading" } | { status: "signed-out" } | { status: "unavailable" } | ({ status: "signed-in" } & Extract<Session, { signedIn: true }>);

interface AccountContextValue {
  account: AccountState;
  refresh(): Promise<void>;
  /** Ends the session on the server, then forgets the person here. Throws when the server refused. */
  signOut(): Promise<void>;
}

const AccountContext = createContext<AccountContextValue | null>(null);

export function AccountProvider({ children }: { children: ReactNode }) {
  const [account, setAccount] = useState<AccountState>({ status: "loading" });
  // Only the newest check may write: the page's first check answering after a refresh (say, the
  // one a payment page asks for once Pro starts) must not put the old plan back.
  const latest = useRef(0);
  const refresh = useCallback(async () => {
    const ask = ++latest.current;
    let next: AccountState;
    try {
      const session = await fetchSession();
      next = session.signedIn ? { status: "signed-in", ...session } : { status: "signed-out" };
    } catch {
      next = { status: "unavailable" };
    }
    if (ask === latest.current) setAccount(next);
  }, []);
  useEffect(() => {
    void refresh(); // loading the session is this provider's job
  }, [refresh]);
  const signOut = useCallback(async () => {
    await endSession();
    await refresh();
  }, [refresh]);
  const value = useMemo(() => ({ account, refresh, signOut }), [account, refresh, signOut]);
  return <AccountContext value={value}>{children}</AccountContext>;
}

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error("useAccount needs an <AccountProvider> above it");
  return value;
}
