import { notFound } from "next/navigation";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

/** Any address under a language that has no page: that language's "not found" page (app/[locale]/not-found.tsx). */
export default async function UnknownPage({ params }: LocaleProps) {
  await enterLocale(params);
  notFound();
}
