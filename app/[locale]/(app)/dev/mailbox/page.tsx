import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { isLoopbackRequest, mailboxEnabled, mailboxLinks } from "@/lib/auth/mail";
import { getServerEnv } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { Button } from "@/components/ui/button";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("mailbox");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/dev/mailbox" });
}

/**
 * The sign-in links of a machine with no mail server, so it can sign in with no configuration:
 * only to this machine itself, only links that still work, never on a public deployment.
 */
export default async function MailboxPage({ params }: LocaleProps) {
  await enterLocale(params);
  if (!mailboxEnabled(getServerEnv()) || !isLoopbackRequest(await headers())) notFound();
  const t = await getTranslations("mailbox");
  const format = await getFormatter();
  const links = mailboxLinks();
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("heading")}</h1>
      <p className="mt-3 text-slate-600">{t("lead")}</p>
      {links.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 px-5 py-4 text-slate-700">{t("empty")}</p>
      ) : (
        <ul className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {links.map((link) => (
            <li key={link.url} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div>
                <p className="font-medium text-slate-900">
                  {t("to")}: {link.email}
                </p>
                <p className="text-sm text-slate-500">
                  {t("sent")}: {format.dateTime(new Date(link.sentAt), { dateStyle: "medium", timeStyle: "medium" })}
                </p>
              </div>
              <Button href={link.url} size="sm" className="text-sm">
                {t("open", { email: link.email })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
