/**
 * The engine behind /api/process-tasks: the language model when one is configured, the local
 * engine otherwise and whenever the model fails.
 */
import { extractTasks, tasksForMode } from "./index";
import { chooseEmoji } from "./emoji";
import { extractWithModel, ModelError, separateEmoji, type ModelSettings } from "./llm";
import type { Mode, Task } from "./types";

export type ProcessOutcome =
  | { source: "local"; tasks: Task[] }
  | { source: "model"; tasks: Task[] }
  | { source: "fallback"; tasks: Task[]; reason: string };

export async function processTasks(
  text: string,
  mode: Mode,
  model: ModelSettings | null,
  fetchImpl: typeof fetch = fetch,
): Promise<ProcessOutcome> {
  const local = () => tasksForMode(extractTasks(text, mode), mode);
  if (mode === "plain" || !model) return { source: "local", tasks: local() };
  try {
    const lines = await extractWithModel(text, mode, model, fetchImpl);
    return { source: "model", tasks: mode === "emoji" ? withModelEmoji(lines) : tasksForMode(lines, mode) };
  } catch (error) {
    if (!(error instanceof ModelError)) throw error;
    return { source: "fallback", tasks: local(), reason: error.message };
  }
}

/** Keeps the emoji the model chose; a line it left bare gets one from the local engine. */
function withModelEmoji(lines: string[]): Task[] {
  return lines.map((line) => {
    const { text, emoji } = separateEmoji(line);
    return { text, isPriority: false, emoji: emoji ?? chooseEmoji(text) };
  });
}
