"use client";

import { Check, Copy } from "lucide";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { notify } from "@/components/toaster";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

interface ShownOnceAddressProps {
  address: string;
  /** The words around it, from the caller's catalogue: the label, the button, the toasts and the warning. */
  texts: { label: string; copy: string; copied: string; copyFailed: string; shownOnce: string };
  testId: string;
  children?: ReactNode;
}

/**
 * A private address (the live wallpaper's, a push address) in full this once, focused, with a copy button; selecting
 * the text is the fallback when the clipboard is refused.
 */
export function ShownOnceAddress({ address, texts, testId, children }: ShownOnceAddressProps) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const inputId = useId();

  useEffect(() => input.current?.focus(), [address]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      notify("success", texts.copied);
    } catch {
      input.current?.select();
      notify("error", texts.copyFailed);
    }
  }

  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
        {texts.label}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          ref={input}
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
          data-testid={testId}
        />
        <Button onClick={() => void copy()} icon={<Icon icon={copied ? Check : Copy} className="size-4" />}>
          {texts.copy}
        </Button>
      </div>
      <p className="mt-2 text-sm text-amber-900">{texts.shownOnce}</p>
      {children}
    </div>
  );
}
