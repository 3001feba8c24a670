/**
 * The procrastination-type quiz: six questions, each answer pointing at one of five types. The
 * texts live in messages/en/pages.json (namespace "quiz"), keyed by the ids below.
 */

export const PROCRASTINATION_TYPES = ["perfectionist", "overwhelmed", "deadlineRusher", "distracted", "avoider"] as const;
export type ProcrastinationType = (typeof PROCRASTINATION_TYPES)[number];

export interface QuizQuestion {
  id: string;
  /** The answer options in display order; each option is named by the type it points to. */
  options: readonly ProcrastinationType[];
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  { id: "bigTask", options: ["perfectionist", "overwhelmed", "deadlineRusher", "distracted", "avoider"] },
  { id: "nightBefore", options: ["deadlineRusher", "perfectionist", "overwhelmed", "distracted", "avoider"] },
  { id: "todoList", options: ["overwhelmed", "perfectionist", "deadlineRusher", "distracted", "avoider"] },
  { id: "pullsAway", options: ["distracted", "avoider", "perfectionist", "overwhelmed", "deadlineRusher"] },
  { id: "afterFinishing", options: ["deadlineRusher", "perfectionist", "overwhelmed", "distracted", "avoider"] },
  { id: "wouldHelp", options: ["perfectionist", "overwhelmed", "deadlineRusher", "distracted", "avoider"] },
];

export type QuizAnswers = ReadonlyArray<ProcrastinationType | undefined>;

/** How many answers point to each type. */
export function tally(answers: QuizAnswers): Record<ProcrastinationType, number> {
  const counts = Object.fromEntries(PROCRASTINATION_TYPES.map((type) => [type, 0])) as Record<ProcrastinationType, number>;
  for (const answer of answers) if (answer) counts[answer] += 1;
  return counts;
}

/**
 * The type most answers point to. A tie goes to the tied type the person picked first, since the
 * early questions describe the moment procrastination starts. No answers at all: null.
 */
export function procrastinationType(answers: QuizAnswers): ProcrastinationType | null {
  const counts = tally(answers);
  const best = Math.max(...Object.values(counts));
  if (best === 0) return null;
  return answers.find((answer): answer is ProcrastinationType => answer !== undefined && counts[answer] === best) ?? null;
}

/** Whether every question has an answer. */
export function isComplete(answers: QuizAnswers): boolean {
  return QUIZ_QUESTIONS.every((_, index) => answers[index] !== undefined);
}
