/**
 * Todoist (issue 32): the tasks a member's filter finds, "today | overdue" unless they chose another, through Doist's
 * SDK (@doist/todoist-sdk, Todoist API v1: GET /api/v1/tasks/filter, paged by `next_cursor`). The secret is a personal
 * API token pasted once, or the access token of the OAuth connection (./todoist-oauth.ts).
 *
 * Todoist's order is kept: the tasks come as Todoist answers them, page after page, and the first 100 are taken.
 * Todoist decides "today" in the time zone of the member's Todoist account, which is the day they see in Todoist.
 * Priority: the API's `priority` runs the other way from the app's labels, 4 being what the app shows as P1 (red), and
 * that is what Wallminder calls urgent.
 */
import "server-only";
import { type CustomFetch, type Task, TodoistApi, TodoistRequestError } from "@doist/todoist-sdk";
import * as z from "zod/mini";
import { getServerEnv, getTodoistSettings } from "@/lib/env";
import { fetchFromProvider } from "./provider-fetch";
import { MAX_SOURCE_TASKS, toTaskLine } from "./task-line";
import { type SourceAdapter, type SourceContext, SourceError, type SourceTask } from "./types";

export const DEFAULT_TODOIST_FILTER = "today | overdue";
/** The API's priority for what the Todoist app shows as P1. */
export const TODOIST_P1 = 4;
/** Todoist's own cap on a filter query is 1,024 characters. */
const MAX_FILTER_LENGTH = 1024;
/** Tasks asked for per page (the API's most is 200). */
const PAGE_SIZE = 200;
/** Pages followed before a source that keeps answering "there is more" with nothing new is given up on. */
const MAX_PAGES = 10;
/** A page of 200 tasks is a few hundred kilobytes; past this the answer is not a page of tasks. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export const TodoistSourceSettingsSchema = z.object({
  filter: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(MAX_FILTER_LENGTH),
    z.refine((filter) => !/[\p{Cc}]/u.test(filter), "A filter is one line of text."),
  ),
});
export type TodoistSourceSettings = z.output<typeof TodoistSourceSettingsSchema>;

export const defaultTodoistSettings = (): TodoistSourceSettings => ({ filter: DEFAULT_TODOIST_FILTER });

/** A Todoist adapter that reaches the API at `apiUrl` (the environment's TODOIST_API_URL unless given). */
export function createTodoistAdapter(options: { apiUrl?: string } = {}): SourceAdapter<TodoistSourceSettings> {
  return {
    kind: "todoist",
    read: (settings, secret, context) => readTodoist(options.apiUrl ?? getTodoistSettings(getServerEnv()).apiUrl, settings, secret, context),
  };
}

export const todoistAdapter = createTodoistAdapter();

async function readTodoist(
  apiUrl: string,
  settings: TodoistSourceSettings,
  token: string | undefined,
  context: SourceContext,
): Promise<SourceTask[]> {
  if (!token) throw new SourceError("unauthorized", "Todoist is not connected: connect it again.");
  const filter = TodoistSourceSettingsSchema.safeParse(settings);
  if (!filter.success) throw new SourceError("invalid", "The Todoist filter is empty or too long.");
  const transport = todoistTransport(context.signal);
  const api = new TodoistApi(token, { baseUrl: apiUrl, customFetch: transport.fetch });
  const tasks: SourceTask[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await transport.call(() => api.getTasksByFilter({ query: filter.data.filter, cursor, limit: PAGE_SIZE }));
    for (const task of answer.results) {
      const line = sourceTask(task);
      if (line) tasks.push(line);
      if (tasks.length === MAX_SOURCE_TASKS) return tasks;
    }
    cursor = answer.nextCursor;
    if (!cursor) return tasks;
  }
  throw new SourceError("invalid", "Todoist kept answering that there were more tasks.");
}

function sourceTask(task: Task): SourceTask | null {
  if (task.checked || task.isDeleted) return null;
  const text = toTaskLine(task.content);
  return text ? { text, urgent: task.priority === TODOIST_P1 } : null;
}

/**
 * The SDK's transport, bounded: each request ends with the member's read (the signal) and reads at most
 * MAX_ANSWER_BYTES. The SDK turns whatever its transport throws into a TodoistRequestError, so the SourceError thrown
 * here is kept aside and thrown again by `call`.
 */
export function todoistTransport(signal: AbortSignal) {
  let failure: SourceError | null = null;
  const customFetch: CustomFetch = async (url, init) => {
    try {
      const answer = await fetchFromProvider(url, {
        method: init?.method === "POST" ? "POST" : "GET",
        headers: init?.headers as Record<string, string> | undefined,
        body: typeof init?.body === "string" ? init.body : undefined,
        signal,
        maxBytes: MAX_ANSWER_BYTES,
        provider: "Todoist",
      });
      const headers = Object.fromEntries(answer.headers);
      const ok = answer.status >= 200 && answer.status < 300;
      return {
        ok,
        status: answer.status,
        statusText: answer.statusText,
        headers,
        text: async () => answer.text,
        json: async () => JSON.parse(answer.text),
      };
    } catch (error) {
      if (error instanceof SourceError) failure = error;
      throw error;
    }
  };
  return {
    fetch: customFetch,
    async call<T>(request: () => Promise<T>): Promise<T> {
      try {
        return await request();
      } catch (error) {
        throw failure ?? sourceErrorFor(error);
      }
    },
  };
}

/** What a failed SDK call means for the member. */
export function sourceErrorFor(error: unknown): SourceError {
  if (error instanceof SourceError) return error;
  if (error instanceof TodoistRequestError && error.httpStatusCode !== undefined) {
    const status = error.httpStatusCode;
    if (status === 401 || status === 403) return new SourceError("unauthorized", "Todoist no longer accepts this connection: connect it again.");
    if (status === 400) return new SourceError("invalid", "Todoist did not accept the filter: check it in Todoist and change it here.");
    if (status === 429 || status >= 500) return new SourceError("unreachable", `Todoist answered with an error (${status}).`);
    return new SourceError("invalid", `Todoist refused the request (${status}).`);
  }
  // The SDK checks every task against its schema: an answer that is not a page of tasks ends here.
  return new SourceError("invalid", "Todoist answered with something that is not a list of tasks.");
}
