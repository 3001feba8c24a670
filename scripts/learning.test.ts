import { describe, expect, it } from "vitest";
import { chooseSetting, foldOfText } from "./learning";
import { runTogether } from "./train-run-on-model";

const HAN = "一二三四五六七八九十甲乙丙丁东南西北春秋";
const texts = Array.from({ length: 400 }, (_, i) => `交${HAN[i % 20]}${HAN[Math.floor(i / 20)]}号楼的房租`);

describe("draws of the five folds (cross-validation repeated)", () => {
  it("keeps the first draw as it always was, and draws the others apart from it, each spread over five folds", () => {
    expect(texts.map((text) => foldOfText(text))).toEqual(texts.map((text) => foldOfText(text, 0)));
    const moved = texts.filter((text) => foldOfText(text, 1) !== foldOfText(text, 0)).length;
    expect(moved).toBeGreaterThan(texts.length / 2);
    for (const draw of [0, 1, 2]) {
      const sizes = [0, 1, 2, 3, 4].map((k) => texts.filter((text) => foldOfText(text, draw) === k).length);
      expect(Math.min(...sizes)).toBeGreaterThan(50);
    }
  });

  it("types two lines together only when both fall in the same fold of the draw", () => {
    const lines = texts.map((text) => ({ text, lang: "zh" as const, tasks: [text] }));
    for (const draw of [0, 2]) {
      const pairs = runTogether(lines, draw);
      expect(pairs.length).toBeGreaterThan(300);
      for (const pair of pairs) {
        const [first, second] = pair.tasks as string[];
        expect(foldOfText(first!, draw)).toBe(pair.fold);
        expect(foldOfText(second!, draw)).toBe(pair.fold);
      }
    }
  });
});

describe("choosing a setting on the mean of the draws", () => {
  const simple = { strength: 3, margin: 2 };
  const flexible = { strength: 0.3, margin: 0 };
  const rowsAgainst = (score: number, perFold: number[][]) => [
    {
      setting: flexible,
      score: 1.0,
      perFold: [
        [0.9, 1.1, 1.0, 0.95, 1.05],
        [1.0, 1.0, 0.9, 1.1, 1.0],
      ],
    },
    { setting: simple, score, perFold },
  ];

  it("takes the simpler setting when the better one is ahead by less than its error, averaged over the draws", () => {
    const rows = rowsAgainst(1.02, [
      [0.9, 1.2, 1.0, 0.9, 1.1],
      [1.1, 0.95, 0.9, 1.15, 1.0],
    ]);
    expect(chooseSetting(rows).setting).toBe(simple);
  });

  it("keeps the better setting when it is ahead by the same in every fold of every draw", () => {
    const { setting, rows } = chooseSetting(
      rowsAgainst(1.1, [
        [1.0, 1.2, 1.1, 1.05, 1.15],
        [1.1, 1.1, 1.0, 1.2, 1.1],
      ]),
    );
    expect(setting).toBe(flexible);
    expect(rows[1]!.error).toBeCloseTo(0, 9);
  });
});
