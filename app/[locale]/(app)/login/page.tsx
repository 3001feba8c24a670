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
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("login");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/login" });
}

/** Sign in with Google (when configured) or an email link; a signed-in person goes straight on. `?link=spent`: the
 * email link followed was used already or has expired (the return page sends it here), so the form asks for a new one. */
export default async function LoginPage({
  params,
  searchParams,
}: LocaleProps & { searchParams: Promise<{ next?: string | string[]; link?: string | string[] }> }) {
  await enterLocale(params);
  const query = await searchParams;
  const next = safeNext(query.next);
  if (await getViewer(await headers())) redirect(next);
  const env = getServerEnv();
  const t = await getTranslations("login");
  return (
    <main id="main" className="mx-auto max-w-md px-6 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("heading")}</h1>
      <p className="mt-3 text-slate-600">{t("lead")}</p>
      <PageMessages namespaces={["login"]}>
        <LoginForm next={next} google={getGoogleSettings(env) !== null} mailbox={mailboxEnabled(env)} spentLink={query.link === "spent"} />
      </PageMessages>
    </main>
  );
}
