import { Sparkles } from "lucide";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";

/**
 * The one upgrade button, 'Fuel My Weight Loss Journey' ('Processing...' while busy): the home
 * page's (components/account/upgrade-button.tsx) and the plan picker's checkout.
 */
export function FuelButton({
  busy,
  disabled = false,
  onClick,
  className = "",
}: {
  busy: boolean;
  disabled?: boolean;
  onClick(): void;
  className?: string;
}) {
  const t = useTranslations("pricing");
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy}
      className={`inline-flex items-center justify-center gap-2 rounded-xl bg-purple-600 px-6 py-3.5 text-base font-semibold text-white shadow-sm hover:bg-purple-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600 disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    >
      {busy ? <Spinner size="small" /> : <Icon icon={Sparkles} className="size-5" />}
      {busy ? t("processing") : t("upgradeCta")}
    </button>
  );
}
