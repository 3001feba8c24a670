"use client";

/**
 * Toasts, loaded with the first one. sonner inserts its stylesheet as it loads, which made the
 * browser restyle the whole home page while it started; now a visit without a message to show
 * never loads it.
 */
import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

type Kind = "success" | "warning" | "error";

const ToasterView = dynamic(() => import("./toaster-view"), { ssr: false });

let wanted = false;
const listeners = new Set<() => void>();
let markListening: (send: typeof sonnerToast) => void = () => {};
const listening = new Promise<typeof sonnerToast>((resolve) => (markListening = resolve));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; renders nothing until the first toast is asked for. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? <ToasterView onListening={markListening} /> : null;
}

/** Shows a toast, loading the toaster first if this is the page's first one. */
export function notify(kind: Kind, message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void listening.then((toast) => toast[kind](message));
}
