import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/account/login-form";
import { PageMessages } from "@/components/page-messages";
import { safeNext } from "@/lib/account/client";
import { mailboxEnabled } from "@/lib/auth/mail";
import { getViewer } from "@/lib/auth/session";
import { getGoogleSettings, getServerEnv } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("login");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/login" });
}

/** Sign in with Google (when configured) or an email link; a signed-in person goes straight on. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const next = safeNext((await searchParams).next);
  if (await getViewer(await headers())) redirect(next);
  const env = getServerEnv();
  const t = await getTranslations("login");
  return (
    <main id="main" className="mx-auto max-w-md px-6 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("heading")}</h1>
      <p className="mt-3 text-slate-600">{t("lead")}</p>
      <PageMessages namespaces={["login"]}>
        <LoginForm next={next} google={getGoogleSettings(env) !== null} mailbox={mailboxEnabled(env)} />
      </PageMessages>
    </main>
  );
}
