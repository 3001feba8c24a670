"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide";
import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";

export interface FaqItem {
  /** Optional anchor: the item gets this id, and /page#<id> opens it. */
  id?: string;
  question: string;
  answer: string;
}

const valueOf = (item: FaqItem, index: number) => item.id ?? `item-${index}`;

/** The value of the item named by the address's #hash, or null. */
function hashTarget(items: readonly FaqItem[]): string | null {
  const hash = decodeURIComponent(window.location.hash.slice(1));
  return hash && items.some((item) => item.id === hash) ? hash : null;
}

/** Opens the item that the #hash names, on load and whenever the hash changes. */
function useHashOpen(items: readonly FaqItem[], open: (value: string) => void) {
  useEffect(() => {
    const sync = () => {
      const target = hashTarget(items);
      if (target) open(target);
    };
    const frame = requestAnimationFrame(sync);
    window.addEventListener("hashchange", sync);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("hashchange", sync);
    };
  }, [items, open]);
}

/** Questions and answers, one open at a time; clicking the open one closes it. */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [value, setValue] = useState("");
  useHashOpen(items, setValue);
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={value}
      onValueChange={setValue}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item, index) => (
        <Accordion.Item key={valueOf(item, index)} value={valueOf(item, index)} id={item.id} className="scroll-mt-24">
          <Accordion.Header asChild>
            <Heading className="m-0">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
                {item.question}
                <Icon icon={ChevronDown} className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
