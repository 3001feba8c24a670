import { afterEach, describe, expect, it } from "vitest";
import { clauseModelHash, trainingSetsHash } from "../../scripts/learning";
import { extractTasks } from ".";
import words from "./chinese-words.json";
import { insideAWord, verbFirstCharacters } from "./chinese-words";
import { plainVerbStarts, runOnWeighWith } from "./run-on-model";
import trained from "./run-on-model.json";

afterEach(() => runOnWeighWith(undefined));

const tasks = (text: string) => extractTasks(text, "smart");
/** The tasks with a model that cuts wherever the rules let it: what the rules alone hold together. */
const cuttingEverywhere = (text: string) => {
  runOnWeighWith({ bias: 100, weights: {} });
  return tasks(text);
};
const neverCutting = (text: string) => {
  runOnWeighWith(null);
  return tasks(text);
};

describe("the run-on model", () => {
  it("was trained on the development sets as they are (npm run train:run-on-model after changing them)", () => {
    expect(trained.trainedOn).toBe(trainingSetsHash());
  });

  it("learned with the clause models as they are (npm run train:task-models trains the clause models, then it)", () => {
    expect(trained.clauseModel).toBe(clauseModelHash());
  });

  it("reads words built for the engine's verbs as they are (scripts/build-chinese-words.ts after adding one)", () => {
    expect(words.verbFirsts).toBe(verbFirstCharacters());
  });

  // Lines written for this test, in none of the sets it learned from.
  it("cuts a hurried line with no marks where one errand ends and the next begins", () => {
    expect(tasks("交电话费交宽带费")).toEqual(["交电话费", "交宽带费"]);
    expect(tasks("洗床单擦玻璃")).toEqual(["洗床单", "擦玻璃"]);
    expect(tasks("交物业费给妈妈买药")).toEqual(["交物业费", "给妈妈买药"]);
    for (const line of ["交电话费交宽带费", "洗床单擦玻璃", "交物业费给妈妈买药"]) expect(neverCutting(line)).toEqual([line]);
  });

  it("keeps one errand whole, whatever the model says, where the line's structure holds it together", () => {
    for (const line of [
      "去超市买菜", // a place, then what is done there
      "坐地铁去公司拿电脑", // the way there
      "用微信交燃气费", // what it is done with
      "给客户回电话", // whom it is for
      "买电池跟灯泡", // a second thing, no second verb
      "寄月饼回老家", // where the thing goes
      "买条鱼回来炖汤", // coming back to finish it
      "取港澳通行证", // a noun that starts like a verb
      "把装修合同打印出来", // 把 before its verb
      "赶紧交照片", // a word that leads in to the verb
      "问她腰还疼不疼", // a question
      "等孩子睡着以后收拾厨房", // when it is done
      "把钱交给装修师傅", // a word that leads on
    ])
      expect(cuttingEverywhere(line), line).toEqual([line]);
  });

  it("never reads a verb's character inside a word as the start of an action", () => {
    expect(insideAWord("跟婆婆商量一下", 4)).toBe(true); // 商|量
    expect(plainVerbStarts("跟婆婆商量一下")).not.toContain(4);
    expect(insideAWord("交房租交网费", 3)).toBe(false);
    expect(plainVerbStarts("交房租交网费")).toEqual([3]);
  });
});
