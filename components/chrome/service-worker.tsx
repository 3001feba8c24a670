"use client";

import { useEffect } from "react";
import { SERVICE_WORKER_URL } from "@/config/site";

/**
 * How long after the page has loaded the worker is registered. Installing it means fetching and keeping a few MB
 * (decision record 015); begun at the load event, that work competed with the page's own start-up and added about
 * 140 ms of blocking time on a slowed phone. Four seconds later, the page has settled.
 */
const REGISTER_DELAY_MS = 4_000;

/**
 * Registers the service worker that keeps the creator working with no connection, once the page has loaded and
 * settled. Not under `next dev`, whose files change with every edit. A browser that refuses (a private window, a test
 * that blocks workers) simply has no offline copy.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let timer: number | undefined;
    const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => {});
    const later = () => (timer = window.setTimeout(register, REGISTER_DELAY_MS));
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    return () => {
      window.removeEventListener("load", later);
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
