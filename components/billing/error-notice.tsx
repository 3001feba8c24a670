import { CircleAlert } from "lucide";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";

/** A payment error, in red, as 'Error: {message}' (docs/product.md §9). */
export function ErrorNotice({ message, className = "" }: { message: string; className?: string }) {
  const t = useTranslations("billing");
  return (
    <p role="alert" className={`flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ${className}`}>
      <Icon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" />
      <span>{t("errorPrefix", { message })}</span>
    </p>
  );
}
