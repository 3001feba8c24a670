"use client";

import { TriangleAlert } from "lucide";
import { useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { Icon } from "@/components/ui/icon";
import { type Locale, localizedPath } from "@/i18n/routing";
import { Spinner } from "@/components/ui/spinner";
import { CALLBACK_ERROR_REDIRECT_MS, type CallbackProblem, callbackProblem, shownErrorCode } from "@/lib/account/callback";
import { safeNext } from "@/lib/account/client";
import { forgetSignInEmail } from "@/lib/account/sign-in-email";
import { useAccount } from "./account-provider";

type Outcome = { problem: CallbackProblem; detail?: string } | null;

/** 'Completing your sign in' until the session is confirmed; on a failure, why, then home after 3 s. */
export function SignInReturn() {
  const t = useTranslations("callback");
  const router = useRouter();
  const home = localizedPath(useLocale() as Locale, "/");
  const params = useSearchParams();
  const { account } = useAccount();
  const error = params.get("error");
  const next = params.get("next");

  // The page's account check (AccountProvider) is the sign-in's confirmation: no second request.
  const outcome: Outcome = error
    ? { problem: callbackProblem(error), detail: shownErrorCode(error) ?? undefined }
    : account.status === "signed-out"
      ? { problem: "noData" }
      : account.status === "unavailable"
        ? { problem: "incomplete" }
        : null;
  const signedIn = !error && account.status === "signed-in";

  useEffect(() => {
    if (!signedIn) return;
    forgetSignInEmail();
    router.replace(safeNext(next));
  }, [signedIn, next, router]);

  const failed = outcome !== null;
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => router.replace(home), CALLBACK_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [failed, router, home]);

  if (!outcome) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-brand-700">
        <Spinner size="large" />
        <h1 className="text-xl font-semibold text-slate-900">{t("completing")}</h1>
      </div>
    );
  }
  const message = outcome.problem === "other" ? t("errors.other", { error: outcome.detail || t("errors.unknown") }) : t(`errors.${outcome.problem}`);
  return (
    <div role="alert" className="flex flex-col items-center gap-3">
      <Icon icon={TriangleAlert} className="size-8 text-red-600" />
      <h1 className="text-xl font-semibold text-red-700">{message}</h1>
      <p className="text-slate-600">{t("redirecting")}</p>
    </div>
  );
}
