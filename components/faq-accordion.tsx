import { ChevronDown } from "lucide";
import { useId } from "react";
import { Island } from "@/components/islands/island";
import { Icon } from "@/components/ui/icon";

export interface FaqItem {
  /** Optional anchor: the item gets this id, and /page#<id> opens it. */
  id?: string;
  question: string;
  answer: string;
}

/**
 * Questions and answers as native disclosure elements: one open at a time (details sharing a
 * name), clicking the open one closes it, keyboard access built in, and every answer in the HTML
 * for readers, crawlers and find-in-page. The only script opens the question an address names.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const group = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={group} id={item.id} className="group scroll-mt-24">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-semibold text-slate-900 group-hover:text-brand-700">{item.question}</Heading>
            <Icon icon={ChevronDown} className="size-5 shrink-0 text-slate-900 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
        </details>
      ))}
      {items.some((item) => item.id) && <Island name="open-from-hash" props={{}} />}
    </div>
  );
}
