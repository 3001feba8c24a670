import { Toaster } from "@/components/toaster";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

/** The history screens share one toaster, so a message outlives the move from one to the other. */
export default async function HistoryLayout({ children, params }: LocaleProps & { children: React.ReactNode }) {
  await enterLocale(params);
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
