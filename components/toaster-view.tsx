"use client";

import { useEffect } from "react";
import { toast, Toaster } from "sonner";

/** sonner's toaster; hands over `toast` once it is listening, so no toast is sent before then. */
export default function ToasterView({ onListening }: { onListening: (send: typeof toast) => void }) {
  useEffect(() => onListening(toast), [onListening]); // runs after the toaster's own effects, which subscribe
  return <Toaster position="top-center" richColors closeButton />;
}
