"use client";

import { useEffect } from "react";
import { toast, Toaster } from "sonner";

/**
 * Below the sticky header (4 rem and its border), so a toast never covers the logo or the header's buttons; on a phone
 * 1 rem in from each side, which keeps the close button (sonner puts it over the toast's corner) on the screen.
 */
const BELOW_HEADER = { top: "76px" };
const PHONE_OFFSET = { ...BELOW_HEADER, left: "16px", right: "16px" };

/** sonner's toaster; hands over `toast` once it is listening, so no toast is sent before then. */
export default function ToasterView({ onListening }: { onListening: (send: typeof toast) => void }) {
  useEffect(() => onListening(toast), [onListening]); // runs after the toaster's own effects, which subscribe
  return <Toaster position="top-center" richColors closeButton offset={BELOW_HEADER} mobileOffset={PHONE_OFFSET} />;
}
