import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SignInReturn } from "@/components/account/sign-in-return";
import { PageMessages } from "@/components/page-messages";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("callback");
  return pageMetadata({ title: t("title"), description: t("completing"), path: "/auth/callback" });
}

/** Where Google and email sign-in links return. */
export default function AuthCallbackPage() {
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
