/**
 * One value kept in the browser: in localStorage (every tab, across visits) or in this tab's sessionStorage. Storage
 * that is switched off (a private window, a policy), full or refused reads as nothing and keeps nothing: what is kept
 * here is a convenience, never something a person loses.
 */
export type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStore(area: "local" | "session"): Store | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // reading `localStorage` itself throws where storage is switched off
  }
}

/** `key` in the browser's `area`, or in `store` (tests). */
export function storedValue(area: "local" | "session", key: string, store: Store | null = browserStore(area)) {
  const attempt = <T>(work: (store: Store) => T, otherwise: T): T => {
    if (!store) return otherwise;
    try {
      return work(store);
    } catch {
      return otherwise;
    }
  };
  return {
    read: (): string | null => attempt((s) => s.getItem(key), null),
    write: (value: string): void => attempt((s) => s.setItem(key, value), undefined),
    remove: (): void => attempt((s) => s.removeItem(key), undefined),
    /** Read once: the value is removed as it is read. */
    take: (): string | null =>
      attempt((s) => {
        const value = s.getItem(key);
        s.removeItem(key);
        return value;
      }, null),
  };
}
