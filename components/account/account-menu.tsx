"use client";

/**
 * The header's account corner: a placeholder while the session loads, then 'Sign in' for visitors (with Google's
 * mark only when Google sign-in is offered) or the avatar menu for a signed-in person. The header passes the texts in, so a visitor's page
 * loads no message formatting; the menu, loaded for signed-in people only, brings its own.
 */
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { Suspense } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { useAccount } from "./account-provider";
import { GoogleMark } from "./google-mark";
import { Button } from "@/components/ui/button";

/**
 * Its code is fetched once the session says someone is signed in. next/dynamic puts no Suspense boundary around a
 * component it may render on the server, so AccountMenu adds one and the wait stays in this corner: without it the
 * whole page waited for that code, and nothing on it could change meanwhile (a ticked task showed unticked until then).
 */
const SignedInMenu = dynamic(() => import("./signed-in-menu"));

/** The size of the Sign in button, so the header does not shift when the answer comes. */
function Placeholder({ label }: { label: string }) {
  return <span role="status" aria-label={label} className="block h-[38px] w-20 animate-pulse rounded-lg bg-slate-200 sm:w-24" />;
}

export function AccountMenu({ locale, messages }: { locale: string; messages: Messages["account"] }) {
  const { account } = useAccount();
  const pathname = usePathname();

  if (account.status === "loading") return <Placeholder label={messages.checking} />;
  if (account.status === "signed-in") {
    return (
      <Suspense fallback={<Placeholder label={messages.checking} />}>
        <SignedInMenu account={account} locale={locale} messages={messages} />
      </Suspense>
    );
  }
  return (
    <Button
      href={`/login?next=${encodeURIComponent(pathname || "/")}`}
      variant="secondary"
      size="sm"
      icon={account.status === "signed-out" && account.google ? <GoogleMark className="hidden size-4 sm:block" /> : undefined}
      className="text-sm whitespace-nowrap"
    >
      {messages.signIn}
    </Button>
  );
}
