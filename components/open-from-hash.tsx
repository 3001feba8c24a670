"use client";

import { useEffect } from "react";

/**
 * Opens the <details> element that the address's #hash names, on arrival (including arrival by
 * an in-site link) and whenever the hash changes, then brings it into view.
 */
export function OpenFromHash() {
  useEffect(() => {
    const open = () => {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      target.scrollIntoView({ block: "start" });
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
  return null;
}
