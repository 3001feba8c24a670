import { afterEach, describe, expect, it } from "vitest";
import { taskModelsHash, trainingSetsHash } from "../../scripts/learning";
import { examplesOf } from "../../scripts/train-boundary-model";
import { extractTasks } from ".";
import { boundaryWeighWith, learnedBoundary, placesInProse } from "./boundary-model";
import trained from "./boundary-model.json";

afterEach(() => boundaryWeighWith(undefined));

const tasks = (text: string) => extractTasks(text, "smart");
/** The tasks with the model off: prose cut as a line is, before a plain verb where the run-on model says. */
const off = (text: string) => {
  boundaryWeighWith(null);
  return tasks(text);
};
/** The tasks with a model that cuts at every place it is asked about. */
const cuttingEverywhere = (text: string) => {
  boundaryWeighWith({ bias: 100, weights: {} });
  return tasks(text);
};

describe("the boundary model", () => {
  it("was trained on the development sets as they are (npm run train:task-models after changing them)", () => {
    expect(trained.trainedOn).toBe(trainingSetsHash());
  });

  it("learned with the clause models and the run-on model as they are (npm run train:task-models trains all three, in order)", () => {
    expect(trained.models).toBe(taskModelsHash());
  });

  it("is asked only between two Chinese characters, two or more from the clause's start", () => {
    expect(placesInProse("交房租A交网费")).toEqual([2, 5, 6]);
    expect(placesInProse("交费")).toEqual([]);
  });

  // A paragraph written for this test, in none of the sets it learned from.
  it("cuts prose typed with no marks where one errand ends and the next begins, which cutting it as a line holds together", () => {
    // Cut as a line is, taking the child to school and washing the car stay one task.
    const text = "明天要早起送孩子上学回来洗车交停车费下午去银行办网银晚上给老妈打电话";
    expect(tasks(text)).toEqual(["明天要早起送孩子上学", "回来洗车", "交停车费", "下午去银行办网银", "晚上给老妈打电话"]);
    expect(off(text)).toEqual(["明天要早起送孩子上学回来洗车", "交停车费", "下午去银行办网银", "晚上给老妈打电话"]);
  });

  it("weighs each place with the cut before it: a place just after a cut, in a piece with no action yet, is seldom a boundary", () => {
    const text = "明天要早起送孩子上学回来洗车交停车费下午去银行办网银晚上给老妈打电话";
    const place = text.indexOf("回来");
    expect(learnedBoundary(text, place, 0)).toBe(true);
    expect(learnedBoundary(text, place, place - 2)).toBe(false);
  });

  it("learns each place with the piece before it starting at the boundary the labels give", () => {
    const facts = examplesOf({ text: "交水费交电费交燃气费", lang: "zh", tasks: ["交水费", "交电费", "交燃气费"] }, true);
    const at = (index: number) => facts[index - 2]!;
    expect(at(3)).toMatchObject({ label: true });
    expect(at(3).facts).toContain("since=3");
    expect(at(6)).toMatchObject({ label: true });
    expect(at(6).facts).toContain("since=3");
    expect(at(6).facts).toContain("pieceActs=acts");
    expect(at(7).facts).toContain("since=1");
  });

  it("leaves a line of a list to the run-on model, however it weighs", () => {
    const list = "去超市买菜\n交房租交网费\n给猫铲屎";
    expect(cuttingEverywhere(list)).toEqual(tasks(list));
    expect(tasks(list)).toEqual(["去超市买菜", "交房租", "交网费", "给猫铲屎"]);
  });
});
