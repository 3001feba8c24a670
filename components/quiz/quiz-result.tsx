"use client";

import { CircleCheck, RotateCcw } from "lucide";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { ProcrastinationType } from "@/lib/quiz/procrastination";
import { Button } from "@/components/ui/button";

interface QuizResultProps {
  type: ProcrastinationType;
  onRetake: () => void;
  focusRef: React.RefObject<HTMLElement | null>;
}

/** More places than any type has tips. */
const TIP_SLOTS = Array.from({ length: 10 }, (_, index) => index);

/** The quiz's end: the type, what it means, tips and the way to the creator. */
export function QuizResult({ type, onRetake, focusRef }: QuizResultProps) {
  const t = useTranslations("quiz");
  // A client component cannot read the catalogue's tree (t.raw refuses compiled messages): the tips are read one by one.
  const tips = TIP_SLOTS.filter((index) => t.has(`types.${type}.tips.${index}`)).map((index) => t(`types.${type}.tips.${index}`));
  return (
    <section aria-labelledby="quiz-result-heading">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("resultLabel")}</p>
      <h2
        id="quiz-result-heading"
        ref={focusRef as React.RefObject<HTMLHeadingElement>}
        tabIndex={-1}
        className="mt-1 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {t(`types.${type}.name`)}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{t(`types.${type}.summary`)}</p>
      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t("tipsHeading")}</h3>
      <ul className="mt-4 space-y-3">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-3 text-slate-700">
            <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button href="/#create-wallpaper" size="lg">
          {t("createLink")}
        </Button>
        <Button variant="secondary" size="lg" onClick={onRetake} icon={<Icon icon={RotateCcw} className="size-4" />}>
          {t("retake")}
        </Button>
      </div>
    </section>
  );
}
