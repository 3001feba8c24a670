import { useEffect, useState } from "react";

/**
 * Busy while the browser leaves for another site (checkout, the billing portal). When the person
 * comes back with the Back button, the page is restored from the back/forward cache as it was
 * left, still busy: the buttons are given back then.
 */
export function useLeaving() {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  return [leaving, setLeaving] as const;
}
