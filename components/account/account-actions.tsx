"use client";

import { LogOut, Trash2 } from "lucide";
import { getPathname, useRouter } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { leaveFlash } from "@/components/chrome/flash-notice";
import { Icon } from "@/components/ui/icon";
import { useAccount } from "./account-provider";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/**
 * Sign out, and delete the account behind a confirmation. `plan`: the person has a plan the provider still charges
 * for, which the deletion ends first (decision record 017); the confirmation says so.
 */
export function AccountActions({ plan }: { plan: boolean }) {
  const t = useTranslations("accountPage");
  const tAccount = useTranslations("account");
  const locale = useLocale();
  const router = useRouter();
  const { signOut } = useAccount();
  const [busy, setBusy] = useState<"signOut" | "delete" | null>(null);
  // Shown beside the button that failed.
  const [error, setError] = useState<{ of: "signOut" | "delete"; message: string } | null>(null);

  async function leave() {
    setBusy("signOut");
    setError(null);
    try {
      await signOut();
      router.push("/");
    } catch {
      setError({ of: "signOut", message: tAccount("signOutFailed") });
      setBusy(null);
    }
  }

  async function deleteEverything() {
    setBusy("delete");
    setError(null);
    try {
      const response = await fetch("/api/account", { method: "DELETE", headers: { Accept: "application/json" } });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(body.message ?? `HTTP ${response.status}`);
    } catch (problem) {
      setError({ of: "delete", message: t("deleteFailed", { message: problem instanceof Error ? problem.message : String(problem) }) });
      setBusy(null);
      return;
    }
    // The answer has ended the session. A full load of the home page leaves nothing of the account on screen or in
    // the page's memory; the confirmation waits there for it.
    leaveFlash(plan ? t("deletedPlan") : t("deleted"));
    window.location.assign(getPathname({ href: "/", locale }));
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void leave()}
        disabled={busy !== null}
        busy={busy === "signOut"}
        icon={<Icon icon={LogOut} className="size-4" />}
        className="mt-3"
      >
        {busy === "signOut" ? tAccount("signingOut") : tAccount("signOut")}
      </Button>
      {error?.of === "signOut" && <Problem message={error.message} />}
      <section aria-labelledby="danger" className="mt-12 rounded-2xl border border-red-200 p-6">
        <h2 id="danger" className="text-lg font-semibold text-red-800">
          {t("dangerHeading")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t("dangerBody")}</p>
        <ConfirmDialog
          trigger={
            <Button
              variant="danger"
              disabled={busy !== null}
              busy={busy === "delete"}
              icon={<Icon icon={Trash2} className="size-4" />}
              className="mt-4"
            >
              {busy === "delete" ? t("deleting") : t("deleteButton")}
            </Button>
          }
          title={t("confirmTitle")}
          body={
            <>
              {plan && <p className="font-medium text-slate-900">{t("confirmPlan")}</p>}
              <p>{t("confirmBody")}</p>
            </>
          }
          confirm={t("confirm")}
          cancel={t("cancel")}
          onConfirm={() => void deleteEverything()}
        />
        {error?.of === "delete" && <Problem message={error.message} />}
      </section>
    </>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
