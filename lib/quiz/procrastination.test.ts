import { describe, expect, it } from "vitest";
import { PROCRASTINATION_TYPES, QUIZ_QUESTIONS, isComplete, procrastinationType, tally } from "./procrastination";
import messages from "@/messages/en/pages.json";

describe("procrastination quiz", () => {
  it("has six questions, each offering every type exactly once", () => {
    expect(QUIZ_QUESTIONS).toHaveLength(6);
    for (const question of QUIZ_QUESTIONS) {
      expect([...question.options].sort()).toEqual([...PROCRASTINATION_TYPES].sort());
    }
  });

  it("picks the type most answers point to", () => {
    expect(procrastinationType(["avoider", "distracted", "avoider", "perfectionist", "avoider", "distracted"])).toBe("avoider");
    expect(procrastinationType(Array(6).fill("deadlineRusher"))).toBe("deadlineRusher");
  });

  it("breaks a tie in favour of the tied type picked first", () => {
    expect(procrastinationType(["overwhelmed", "distracted", "distracted", "overwhelmed", "perfectionist", "avoider"])).toBe("overwhelmed");
    expect(procrastinationType(["avoider", "distracted", "perfectionist", "distracted", "perfectionist", "avoider"])).toBe("avoider");
  });

  it("returns null without answers and ignores gaps", () => {
    expect(procrastinationType([])).toBeNull();
    expect(procrastinationType([undefined, "distracted", undefined])).toBe("distracted");
  });

  it("counts answers per type", () => {
    expect(tally(["avoider", "avoider", undefined, "overwhelmed"])).toEqual({
      perfectionist: 0,
      overwhelmed: 1,
      deadlineRusher: 0,
      distracted: 0,
      avoider: 2,
    });
  });

  it("knows when every question is answered", () => {
    expect(isComplete(Array(6).fill("avoider"))).toBe(true);
    expect(isComplete(["avoider", undefined, "avoider", "avoider", "avoider", "avoider"])).toBe(false);
    expect(isComplete(Array(5).fill("avoider"))).toBe(false);
  });

  it("has a prompt and every option text for each question, and a name, summary and tips for each type", () => {
    const quiz = messages.quiz as unknown as {
      questions: Record<string, { prompt: string; options: Record<string, string> }>;
      types: Record<string, { name: string; summary: string; tips: string[] }>;
    };
    for (const question of QUIZ_QUESTIONS) {
      expect(quiz.questions[question.id]?.prompt).toBeTruthy();
      for (const option of question.options) expect(quiz.questions[question.id]?.options[option]).toBeTruthy();
    }
    for (const type of PROCRASTINATION_TYPES) {
      expect(quiz.types[type]?.name).toBeTruthy();
      expect(quiz.types[type]?.summary).toBeTruthy();
      expect(quiz.types[type]?.tips.length).toBeGreaterThanOrEqual(3);
      expect(quiz.types[type]?.tips.length).toBeLessThanOrEqual(4);
    }
  });
});
