import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SignInReturn } from "@/components/account/sign-in-return";
import { PageMessages } from "@/components/page-messages";
import { localizedPath } from "@/i18n/routing";
import { spentLinkRedirect } from "@/lib/account/callback";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, LocaleProps } from "@/lib/i18n/page";

type CallbackProps = LocaleProps & { searchParams: Promise<{ error?: string | string[]; next?: string | string[] }> };

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("callback");
  return pageMetadata({ locale, title: t("title"), description: t("completing"), path: "/auth/callback" });
}

/** Where Google and email sign-in links return; a used or expired email link goes on to the sign-in page for a new one. */
export default async function AuthCallbackPage({ params, searchParams }: CallbackProps) {
  const locale = await enterLocale(params);
  const { error, next } = await searchParams;
  const signInAgain = spentLinkRedirect(error, next);
  if (signInAgain) redirect(localizedPath(locale, signInAgain));
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <PageMessages namespaces={["callback"]}>
        <Suspense>
          <SignInReturn />
        </Suspense>
      </PageMessages>
    </main>
  );
}
