"use client";

/**
 * The header's account corner: a placeholder while the session loads, then 'Sign in' for visitors
 * or the avatar menu for a signed-in person. The header passes the texts in, so a visitor's page
 * loads no message formatting; the menu, loaded for signed-in people only, brings its own.
 */
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { Messages } from "@/lib/i18n/messages";
import { useAccount } from "./account-provider";
import { GoogleMark } from "./google-mark";

const SignedInMenu = dynamic(() => import("./signed-in-menu"));

/** The size of the Sign in button, so the header does not shift when the answer comes. */
function Placeholder({ label }: { label: string }) {
  return <span role="status" aria-label={label} className="block h-[38px] w-24 animate-pulse rounded-lg bg-slate-200" />;
}

export function AccountMenu({ locale, messages }: { locale: string; messages: Messages["account"] }) {
  const { account } = useAccount();
  const pathname = usePathname();

  if (account.status === "loading") return <Placeholder label={messages.checking} />;
  if (account.status === "signed-in") return <SignedInMenu account={account} locale={locale} messages={messages} />;
  return (
    <Link
      href={`/login?next=${encodeURIComponent(pathname || "/")}`}
      className="inline-flex items-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <GoogleMark className="size-4" />
      {messages.signIn}
    </Link>
  );
}
