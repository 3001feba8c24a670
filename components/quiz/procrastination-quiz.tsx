"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { QUIZ_QUESTIONS, type ProcrastinationType, type QuizAnswers, type QuizQuestion, procrastinationType } from "@/lib/quiz/procrastination";
import { QuizResult } from "./quiz-result";
import { Button } from "@/components/ui/button";

/** The quiz: one question per step with Back and Next, then the person's type with tips. */
export function ProcrastinationQuiz() {
  const [answers, setAnswers] = useState<QuizAnswers>([]);
  const [step, setStep] = useState(0);
  const [done, setDone] = useState(false);
  const focusTarget = useRef<HTMLElement>(null);
  const moved = useRef(false);

  const card = useRef<HTMLDivElement>(null);

  // After Next, Back or Retake, move focus to the new question or the result, so it is announced,
  // and bring the top of the card back into view when the page has scrolled past it. Before the next frame: Preact
  // (the island on the quiz's page) runs a plain effect only after a paint, and a key pressed meanwhile went to the
  // old focus.
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    focusTarget.current?.focus({ preventScroll: true });
    if (card.current && card.current.getBoundingClientRect().top < 80) card.current.scrollIntoView({ block: "start" });
  }, [step, done]);

  const go = (update: () => void) => {
    moved.current = true;
    update();
  };
  const answer = (value: ProcrastinationType) => setAnswers((current) => QUIZ_QUESTIONS.map((_, index) => (index === step ? value : current[index])));
  const next = () => go(() => (step + 1 < QUIZ_QUESTIONS.length ? setStep(step + 1) : setDone(true)));
  const back = () => go(() => setStep(Math.max(0, step - 1)));
  const retake = () =>
    go(() => {
      setAnswers([]);
      setStep(0);
      setDone(false);
    });

  const type = done ? procrastinationType(answers) : null;
  const question = QUIZ_QUESTIONS[step];
  return (
    <div ref={card} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {type ? (
        <QuizResult type={type} onRetake={retake} focusRef={focusTarget} />
      ) : question ? (
        <QuestionStep
          key={question.id}
          question={question}
          step={step}
          selected={answers[step]}
          onSelect={answer}
          onBack={back}
          onNext={next}
          focusRef={focusTarget}
        />
      ) : null}
    </div>
  );
}

interface QuestionStepProps {
  question: QuizQuestion;
  step: number;
  selected: ProcrastinationType | undefined;
  onSelect: (value: ProcrastinationType) => void;
  onBack: () => void;
  onNext: () => void;
  focusRef: React.RefObject<HTMLElement | null>;
}

function QuestionStep({ question, step, selected, onSelect, onBack, onNext, focusRef }: QuestionStepProps) {
  const t = useTranslations("quiz");
  const [missing, setMissing] = useState(false);
  const total = QUIZ_QUESTIONS.length;
  const isLast = step + 1 === total;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected) onNext();
    else setMissing(true);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Progress current={step + 1} total={total} />
      <fieldset className="mt-6" aria-describedby={missing ? "quiz-missing" : undefined}>
        <legend className="w-full">
          <h2
            ref={focusRef as React.RefObject<HTMLHeadingElement>}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
          >
            {t(`questions.${question.id}.prompt`)}
          </h2>
        </legend>
        <div className="mt-5 grid gap-3">
          {question.options.map((option) => (
            <AnswerOption
              key={option}
              name={`quiz-${question.id}`}
              value={option}
              label={t(`questions.${question.id}.options.${option}`)}
              checked={selected === option}
              onChange={() => {
                setMissing(false);
                onSelect(option);
              }}
            />
          ))}
        </div>
      </fieldset>
      {missing ? (
        <p id="quiz-missing" role="alert" className="mt-4 text-sm font-medium text-red-700">
          {t("chooseOne")}
        </p>
      ) : null}
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={onBack} disabled={step === 0} className="disabled:invisible">
          {t("back")}
        </Button>
        <Button type="submit">{isLast ? t("seeResult") : t("next")}</Button>
      </div>
    </form>
  );
}

function Progress({ current, total }: { current: number; total: number }) {
  const t = useTranslations("quiz");
  const label = t("progress", { current, total });
  return (
    <div>
      <p className="text-sm font-semibold text-brand-700" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}

interface AnswerOptionProps {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}

function AnswerOption({ name, value, label, checked, onChange }: AnswerOptionProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 text-slate-800 transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
      />
      <span>{label}</span>
    </label>
  );
}
