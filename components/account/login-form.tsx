"use client";

import { Mail } from "lucide";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { googleSignInUrl, requestMagicLink, SignInError } from "@/lib/account/client";
import { recallSignInEmail, rememberSignInEmail } from "@/lib/account/sign-in-email";
import { GoogleMark } from "./google-mark";
import { Button } from "@/components/ui/button";

interface LoginFormProps {
  next: string;
  /** Google sign-in is configured. */
  google: boolean;
  /** Links go to the dev mailbox (no mail server configured). */
  mailbox: boolean;
  /** The email link followed was used already or has expired: say so, with the email field ready for a new one. */
  spentLink?: boolean;
}

type Busy = "google" | "email" | null;

const noSubscription = () => () => {};

export function LoginForm({ next, google, mailbox, spentLink = false }: LoginFormProps) {
  const t = useTranslations("login");
  const emailId = useId();
  const errorId = useId();
  const noticeId = useId();
  const emailField = useRef<HTMLInputElement>(null);
  // After a spent link, the address it was asked for (when this browser asked), until the person types.
  const remembered = useSyncExternalStore(
    noSubscription,
    () => (spentLink ? recallSignInEmail() : ""),
    () => "",
  );
  const [typed, setEmail] = useState<string | null>(null);
  const email = typed ?? remembered;
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (spentLink) emailField.current?.focus();
  }, [spentLink]);

  function explain(problem: unknown): string {
    if (problem instanceof SignInError) {
      if (problem.status === 0) return t("errors.network");
      if (problem.message) return problem.status === 429 ? problem.message : t("errors.withMessage", { message: problem.message });
    }
    return t("errors.generic");
  }

  async function withGoogle() {
    setBusy("google");
    setError(null);
    try {
      window.location.assign(await googleSignInUrl(next));
    } catch (problem) {
      console.error("Google sign-in could not start:", problem);
      setError(explain(problem));
      setBusy(null);
    }
  }

  async function withEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setError(t("errors.invalidEmail"));
    setBusy("email");
    setError(null);
    try {
      await requestMagicLink(address, next);
      rememberSignInEmail(address);
      setSentTo(address);
    } catch (problem) {
      setError(explain(problem));
    } finally {
      setBusy(null);
    }
  }

  if (sentTo) {
    return (
      <section aria-live="polite" className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
          <Icon icon={Mail} className="size-5" />
          {t("sentHeading")}
        </h2>
        <p className="mt-2 text-emerald-900">{t("sentBody", { email: sentTo })}</p>
        {mailbox && <MailboxHint />}
        <button type="button" onClick={() => setSentTo(null)} className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-2">
          {t("useAnother")}
        </button>
      </section>
    );
  }

  return (
    <div className="mt-8 space-y-6">
      {spentLink && (
        <p id={noticeId} role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {t("spentLink")}
        </p>
      )}
      {google && (
        <>
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void withGoogle()}
            disabled={busy !== null}
            busy={busy === "google"}
            icon={<GoogleMark />}
            className="w-full shadow-sm"
          >
            {busy === "google" ? t("redirecting") : t("google")}
          </Button>
          <p className="flex items-center gap-3 text-sm text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
            {t("or")}
          </p>
        </>
      )}
      <form noValidate onSubmit={(event) => void withEmail(event)} className="space-y-3">
        <label htmlFor={emailId} className="block text-sm font-semibold text-slate-900">
          {t("emailLabel")}
        </label>
        <input
          ref={emailField}
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t("emailPlaceholder")}
          aria-invalid={error !== null}
          aria-describedby={[spentLink && noticeId, error && errorId].filter(Boolean).join(" ") || undefined}
          className="block w-full rounded-lg border border-slate-300 px-4 py-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        <Button type="submit" size="lg" disabled={busy !== null} busy={busy === "email"} className="w-full shadow-sm">
          {busy === "email" ? t("sending") : t("emailButton")}
        </Button>
      </form>
      {error && (
        <p id={errorId} role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {mailbox && <MailboxHint />}
      <p className="text-xs text-slate-500">
        {t.rich("terms", {
          terms: (chunks) => (
            <Link href="/terms" className="underline">
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacy" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

function MailboxHint() {
  const t = useTranslations("login");
  return (
    <p className="mt-3 text-sm text-slate-600">
      {t.rich("mailboxHint", {
        link: (chunks) => (
          <Link href="/dev/mailbox" className="font-semibold text-brand-700 underline underline-offset-2">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
