"use client";

/**
 * The signed-in person's avatar menu (Radix: outside click, Escape and arrow keys). Loaded only
 * once someone is signed in, so visitors' pages never download it.
 */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CreditCard, History, LogOut, UserRound } from "lucide";
import { Link } from "@/i18n/navigation";
import { useRouter } from "@/i18n/navigation";
import { NextIntlClientProvider, useTranslations } from "next-intl";
import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import { avatarInitial } from "@/lib/account/identity";
import type { Messages } from "@/lib/i18n/messages";
import { type AccountState, useAccount } from "./account-provider";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700";

type SignedIn = Extract<AccountState, { status: "signed-in" }>;

export default function SignedInMenu({ account, locale, messages }: { account: SignedIn; locale: string; messages: Messages["account"] }) {
  return (
    <NextIntlClientProvider locale={locale} messages={{ account: messages }}>
      <Menu account={account} />
    </NextIntlClientProvider>
  );
}

function Menu({ account }: { account: SignedIn }) {
  const t = useTranslations("account");
  const { signOut } = useAccount();
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { user, isPro } = account;

  async function leave() {
    setSigningOut(true);
    setProblem(null);
    try {
      await signOut();
      router.push("/");
      router.refresh();
    } catch {
      setProblem(t("signOutFailed"));
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <Link href="/subscription" className="hidden rounded px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 sm:block">
        {isPro ? t("proBadge") : t("upgrade")}
      </Link>
      <DropdownMenu.Root modal={false}>
        <span className="relative">
          <DropdownMenu.Trigger
            aria-label={t(isPro ? "menuLabelPro" : "menuLabel", { name: user.displayName })}
            className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white outline-none hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            <span aria-hidden="true">{avatarInitial(user.email)}</span>
          </DropdownMenu.Trigger>
          {/* Beside the button rather than in it: the button's name says Pro, and its visible text stays the initial. */}
          {isPro && (
            <span
              aria-hidden="true"
              data-testid="pro-badge"
              className="pointer-events-none absolute -right-2 -bottom-1 rounded-full bg-purple-600 px-1.5 text-[10px] leading-4 font-bold text-white ring-2 ring-white"
            >
              {t("proBadge")}
            </span>
          )}
        </span>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/account">
                <Icon icon={UserRound} className="size-4 shrink-0" />
                <span className="min-w-0">
                  <span className="flex items-center gap-2 font-semibold text-slate-900">
                    <span className="truncate">{user.displayName}</span>
                    {isPro && <span className="rounded-full bg-purple-600 px-2 text-xs font-bold text-white">{t("proBadge")}</span>}
                  </span>
                  <span className="block truncate text-xs text-slate-500">{user.email}</span>
                </span>
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/subscription">
                <Icon icon={CreditCard} className="size-4" />
                {t("subscription")}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/history">
                <Icon icon={History} className="size-4" />
                {t("history")}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <DropdownMenu.Item className={itemClass} disabled={signingOut} onSelect={() => void leave()}>
              <Icon icon={LogOut} className="size-4" />
              {signingOut ? t("signingOut") : t("signOut")}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {problem && (
        <p role="alert" className="absolute top-16 right-4 rounded bg-red-50 px-3 py-2 text-sm text-red-700 shadow">
          {problem}
        </p>
      )}
    </div>
  );
}
