/**
 * The one fallback policy, used by the server (a language model as the remote) and by the browser
 * (the server as the remote): Plain, or no remote, is computed locally; otherwise the remote is
 * asked, and when it fails in a way the caller expects, the local engine answers instead.
 */
import { loadEnglishTagger } from "./english-tags";
import { processTasksLocally } from "./index";
import type { Mode, Task } from "./types";

export type RemoteTasks = (text: string, mode: Exclude<Mode, "plain">) => Promise<Task[]>;

export type ProcessOutcome<E = unknown> =
  { source: "local"; tasks: Task[] } | { source: "remote"; tasks: Task[] } | { source: "fallback"; tasks: Task[]; error: E };

export async function processTasks<E extends Error>(
  text: string,
  mode: Mode,
  remote: RemoteTasks | null,
  /** The failures that mean "use the local engine"; anything else is a bug and is thrown. */
  isExpectedFailure: (error: unknown) => error is E,
): Promise<ProcessOutcome<E>> {
  if (mode === "plain") return { source: "local", tasks: processTasksLocally(text, mode) };
  await loadEnglishTagger();
  if (!remote) return { source: "local", tasks: processTasksLocally(text, mode) };
  try {
    return { source: "remote", tasks: await remote(text, mode) };
  } catch (error) {
    if (!isExpectedFailure(error)) throw error;
    return { source: "fallback", tasks: processTasksLocally(text, mode), error };
  }
}
