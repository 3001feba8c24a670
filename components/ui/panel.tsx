import type { IconNode } from "lucide";
import { Icon } from "./icon";

/** A panel of the account page and the live guide: a bordered card with its heading, icon and one line of lead. */
export function Panel({
  id,
  icon,
  heading,
  lead,
  testId,
  children,
}: {
  /** The heading's id, which names the panel for assistive technology. */
  id: string;
  icon: IconNode;
  heading: string;
  lead: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6" data-testid={testId}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon icon={icon} className="size-5 text-brand-600" />
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      {children}
    </section>
  );
}
