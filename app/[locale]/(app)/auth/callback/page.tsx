import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SignInReturn } from "@/components/account/sign-in-return";
import { PageMessages } from "@/components/page-messages";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, LocaleProps, useEnterLocale } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("callback");
  return pageMetadata({ locale, title: t("title"), description: t("completing"), path: "/auth/callback" });
}

/** Where Google and email sign-in links return. */
export default function AuthCallbackPage({ params }: LocaleProps) {
  useEnterLocale(params);
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
