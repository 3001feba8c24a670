/**
 * Optional language-model extraction through any OpenAI-compatible chat API. The local engine
 * stays in charge of priority, sorting and emoji checks; the model only turns messy text into
 * short task lines (and, in emoji mode, proposes emoji).
 */
import { dropDuplicates } from "./duplicates";
import { chooseEmoji } from "./emoji";
import { tasksForMode } from "./index";
import { stripBullets } from "./lines";
import type { Mode, Task } from "./types";

export interface ModelSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export const NO_TASKS_REPLY = "No tasks found.";

const EXTRACT_PROMPT = [
  "You turn a person's notes into a to-do list for their phone's lock screen.",
  "Extract every action from the text. Write each action on its own line, as one short line of at most about 10 words, in very simple language, in the language of the text.",
  "A line of a list is one task unless it holds two separate actions, each on a thing of its own: keep a reason, a deadline or a first step with the action it belongs to, and never write an action whose object is a word like 'it' or 'them' alone.",
  "Keep the original numbering when a line is numbered. Do not add bullets, dashes, quotes or any other text.",
  `If the text holds no action at all, reply exactly: ${NO_TASKS_REPLY}`,
].join("\n");

const EMOJI_PROMPT = `${EXTRACT_PROMPT}\nAdd 1 to 2 fitting emoji at the end of every line.`;

export function promptFor(mode: Exclude<Mode, "plain">): string {
  return mode === "emoji" ? EMOJI_PROMPT : EXTRACT_PROMPT;
}

export class ModelError extends Error {
  override name = "ModelError";
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/** Asks the model for task lines. Throws ModelError on a timeout, an HTTP error or an unusable reply. */
export async function extractWithModel(
  text: string,
  mode: Exclude<Mode, "plain">,
  settings: ModelSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const response = await fetchImpl(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0,
      messages: [
        { role: "system", content: promptFor(mode) },
        { role: "user", content: text },
      ],
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  }).catch((error: unknown) => {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new ModelError(timedOut ? `no answer within ${settings.timeoutMs / 1000} s` : "could not be reached");
  });
  if (!response.ok) throw new ModelError(`answered HTTP ${response.status}`);
  const body = (await response.json().catch(() => null)) as ChatCompletion | null;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new ModelError("sent a reply without text");
  return parseModelReply(content);
}

/** The reply's task lines, cleaned of any bullets the model added anyway. */
export function parseModelReply(content: string): string[] {
  if (content.trim().replace(/\.$/, "") === NO_TASKS_REPLY.replace(/\.$/, "")) return [];
  return content
    .split(/\r?\n/)
    .map(stripBullets)
    .filter((line) => line.length > 0);
}

const TRAILING_EMOJI = /(?:\s*\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*)+\s*$/u;
const LEADING_EMOJI = /^\s*(?:\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*\s*)+/u;

/** Splits "Call mom 📞" (or "📞 Call mom") into its text and its emoji. */
export function separateEmoji(line: string): { text: string; emoji: string | null } {
  const trailing = TRAILING_EMOJI.exec(line);
  const leading = trailing ? null : LEADING_EMOJI.exec(line);
  const found = trailing ?? leading;
  if (!found) return { text: line, emoji: null };
  const text = line.replace(found[0], "").trim();
  const emoji = found[0].replace(/\s+/g, "");
  return {
    text,
    emoji: [...new Intl.Segmenter().segment(emoji)]
      .slice(0, 2)
      .map((s) => s.segment)
      .join(""),
  };
}

/** The model as the task engine's remote: its lines, with the local engine's priorities, order and emoji checks. */
export function modelTasks(settings: ModelSettings, fetchImpl: typeof fetch = fetch) {
  return async (text: string, mode: Exclude<Mode, "plain">): Promise<Task[]> => {
    const lines = await extractWithModel(text, mode, settings, fetchImpl);
    if (mode === "smart") return tasksForMode(lines, mode);
    // Keeps the emoji the model chose; a line it left bare gets one from the local engine.
    const tasks = lines.map((line) => {
      const { text: task, emoji } = separateEmoji(line);
      return { text: task, isPriority: false, emoji: emoji ?? chooseEmoji(task) };
    });
    return dropDuplicates(tasks, (task) => task.text);
  };
}

export const isModelError = (error: unknown): error is ModelError => error instanceof ModelError;
