import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while a component is the server's HTML, true once its code runs in the browser. A button that would do
 * nothing before then (on the home page, an island may hydrate a moment after it shows) stays disabled until it is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
