/**
 * Splits one typed line that holds several actions into short separate tasks:
 * "Call the dentist, then buy milk and finish the report by Friday"
 *   -> "Call the dentist", "Buy milk", "Finish the report by Friday".
 * A line that lists things for one action ("Buy apples, bananas and milk") stays whole, and a
 * label before a colon ("Home stuff: fix the tap") is cut off. A piece that is only a connector
 * ("还有，买菜", "Also, buy milk") is dropped, so the action after it stands alone. The rules for each
 * language live in ./english-actions and ./chinese-actions; ./clauses decides which pieces belong together.
 */
import { stripLabel } from "./asides";
import { cleanChinese, splitChinese } from "./chinese-actions";
import { joinDependentClauses, readsAsParagraph } from "./clauses";
import { cleanEnglish, splitEnglish } from "./english-actions";
import { splitNumbering } from "./lines";

const HAN = /\p{Script=Han}/u;

export function splitActions(line: string): string[] {
  const { number, rest } = splitNumbering(line);
  const isChinese = HAN.test(rest);
  const sentences = isChinese ? splitChinese(rest) : splitEnglish(rest);
  const inParagraph = readsAsParagraph(rest, sentences);
  const pieces = joinDependentClauses(rest, sentences, inParagraph);
  const clean = isChinese ? cleanChinese : cleanEnglish;
  const cleaned = pieces.map(clean).filter((piece) => piece.length > 0);
  const unlabelled = cleaned.map((piece) => stripLabel(piece, cleaned.length > 1, inParagraph));
  // One piece of a line's one sentence is the line as typed. In prose, or of several sentences, the paragraph has left
  // the others out (news before its one action: "快递又丢了…明天上午去驿站问问"), and the piece is the task.
  const isWhole =
    pieces.length === 1 && unlabelled[0] === cleaned[0] && ((sentences.length === 1 && !inParagraph) || clean(pieces[0]!) === clean(rest));
  if (cleaned.length === 0 || (cleaned.length === 1 && isWhole)) return [line];
  const tasks = unlabelled.map(capitalise);
  tasks[0] = number + tasks[0];
  return tasks;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
