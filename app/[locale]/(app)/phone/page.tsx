import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/page-messages";
import { PhoneWallpaperView } from "@/components/phone/phone-wallpaper";
import { enterLocale, type LocaleProps, useEnterLocale } from "@/lib/i18n/page";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("phone");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/phone" });
}

/** Where "Send to phone" leads: the wallpaper in the address's fragment, drawn here on the phone (lib/creator/phone-link.ts). */
export default function PhonePage({ params }: LocaleProps) {
  useEnterLocale(params);
  return (
    <main id="main" className="mx-auto max-w-md px-4 pt-8 pb-28 sm:pb-16">
      <PageMessages namespaces={["phone"]}>
        <PhoneWallpaperView />
      </PageMessages>
    </main>
  );
}
