"use client";

import { useEffect } from "react";
import { toast, Toaster } from "sonner";

/**
 * At the bottom, 1 rem above the phone's bottom bar (`--bottom-bar` in app/globals.css, 0 on wider screens): the top of
 * the screen holds the sticky header and, on the history, the sticky toolbar, whose buttons a toast covered for its few
 * seconds. On the right on a wide screen, beside the creator's buttons rather than over them (sonner's toasts span a
 * phone's width whatever the side); on a phone 1 rem in from each side, which keeps the close button (sonner puts it
 * over the toast's corner) on the screen.
 */
const ABOVE_BOTTOM_BAR = { bottom: "calc(var(--bottom-bar) + 16px)" };
const PHONE_OFFSET = { ...ABOVE_BOTTOM_BAR, left: "16px", right: "16px" };

/** sonner's toaster; hands over `toast` once it is listening, so no toast is sent before then. */
export default function ToasterView({ onListening }: { onListening: (send: typeof toast) => void }) {
  useEffect(() => onListening(toast), [onListening]); // runs after the toaster's own effects, which subscribe
  return <Toaster position="bottom-right" richColors closeButton offset={ABOVE_BOTTOM_BAR} mobileOffset={PHONE_OFFSET} />;
}
