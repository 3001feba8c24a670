"use client";

/**
 * A message carried across a full page load, shown once on the page that comes next: "your account has been deleted"
 * on the home page a person is sent to after deleting it. It lives in the tab's sessionStorage, so it is never in an
 * address, and the page that shows it removes it.
 */
import { X } from "lucide";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Icon } from "@/components/ui/icon";
import { storedValue } from "@/lib/browser-storage";

const flashInTab = () => storedValue("session", "wallminder:flash");

/** Leaves `message` for the next page this tab loads (storage refused: the next page simply shows none). */
export function leaveFlash(message: string): void {
  flashInTab().write(message);
}

/** The message left for this page, taken from storage the first time it is asked for. */
let flash: string | null | undefined;
function takeFlash(): string | null {
  // Taken once per page load (undefined: not yet): a message left for the next page is never shown on this one.
  if (flash === undefined) flash = flashInTab().take();
  return flash;
}
const noSubscription = () => () => {};

export function FlashNotice({ dismissLabel }: { dismissLabel: string }) {
  const left = useSyncExternalStore(noSubscription, takeFlash, () => null);
  const [dismissed, setDismissed] = useState(false);
  const message = dismissed ? null : left;
  // Shown on one page only: a header mounted after a client navigation does not show it again.
  useEffect(
    () => () => {
      flash = null;
    },
    [],
  );
  // The live region is on the page from the start, so that the message put into it is announced.
  return (
    <div role="status" className="pointer-events-none fixed inset-x-3 top-[4.5rem] z-50 flex justify-center">
      {message && (
        <p className="pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 py-3 pr-2 pl-4 text-sm font-medium text-emerald-900 shadow-lg">
          <span className="py-1">{message}</span>
          <button
            type="button"
            onClick={() => setDismissed(true)}
            aria-label={dismissLabel}
            className="shrink-0 rounded-lg p-1.5 text-emerald-800 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            <Icon icon={X} className="size-4" />
          </button>
        </p>
      )}
    </div>
  );
}
