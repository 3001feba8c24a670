"use client";

import { useEffect } from "react";
import { Toaster } from "sonner";

/** sonner's toaster; tells the page once it is listening, so no toast is sent before then. */
export default function ToasterView({ onListening }: { onListening: () => void }) {
  useEffect(onListening, [onListening]); // runs after the toaster's own effects, which subscribe
  return <Toaster position="top-center" richColors closeButton />;
}
