"use client";

import { useEffect } from "react";
import { SERVICE_WORKER_URL } from "@/config/site";

/**
 * Registers the service worker that keeps the creator working with no connection (decision record 015), once the page
 * has loaded, so that the files it keeps never compete with the page's own. Not under `next dev`, whose files change
 * with every edit. A browser that refuses (a private window, a test that blocks workers) simply has no offline copy.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => {});
    if (document.readyState === "complete") return register();
    window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);
  return null;
}
