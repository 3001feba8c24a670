"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { LogOut, Trash2 } from "lucide";
import { Link } from "@/i18n/navigation";
import { useRouter } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import { useAccount } from "./account-provider";
import { Button, buttonClassName } from "@/components/ui/button";

/** Sign out, and delete the account behind a confirmation. */
export function AccountActions() {
  const t = useTranslations("accountPage");
  const tAccount = useTranslations("account");
  const router = useRouter();
  const { refresh, signOut } = useAccount();
  const [busy, setBusy] = useState<"signOut" | "delete" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  async function leave() {
    setBusy("signOut");
    setError(null);
    try {
      await signOut();
      router.push("/");
    } catch {
      setError(tAccount("signOutFailed"));
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
      setDeleted(true);
      await refresh();
    } catch (problem) {
      setError(t("deleteFailed", { message: problem instanceof Error ? problem.message : String(problem) }));
    } finally {
      setBusy(null);
    }
  }

  if (deleted) {
    return (
      <p role="status" className="mt-10 rounded-xl bg-emerald-50 px-5 py-4 font-medium text-emerald-900">
        {t("deleted")}{" "}
        <Link href="/" className="underline">
          {t("backHome")}
        </Link>
      </p>
    );
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
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <section aria-labelledby="danger" className="mt-12 rounded-2xl border border-red-200 p-6">
        <h2 id="danger" className="text-lg font-semibold text-red-800">
          {t("dangerHeading")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t("dangerBody")}</p>
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button
              variant="danger"
              disabled={busy !== null}
              busy={busy === "delete"}
              icon={<Icon icon={Trash2} className="size-4" />}
              className="mt-4"
            >
              {busy === "delete" ? t("deleting") : t("deleteButton")}
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
              <AlertDialog.Title className="text-lg font-semibold text-slate-900">{t("confirmTitle")}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-slate-700">{t("confirmBody")}</AlertDialog.Description>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <AlertDialog.Cancel className={buttonClassName({ variant: "secondary" })}>{t("cancel")}</AlertDialog.Cancel>
                <AlertDialog.Action onClick={() => void deleteEverything()} className={buttonClassName({ variant: "danger" })}>
                  {t("confirm")}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </section>
    </>
  );
}
