"use client";

/**
 * Who is signed in, for every client component on the page (header, creator, upgrade button).
 * Asked once per page load; pages are static, so the answer never sits in the HTML.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
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
  const refresh = useCallback(async () => {
    try {
      const session = await fetchSession();
      setAccount(session.signedIn ? { status: "signed-in", ...session } : { status: "signed-out" });
    } catch {
      setAccount({ status: "unavailable" });
    }
  }, []);
  useEffect(() => {
    void refresh(); // eslint-disable-line react-hooks/set-state-in-effect -- loading the session is this provider's job
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
