/**
 * Google Tasks (issue 32): the open tasks of the lists a member picked, due today or earlier, or with no date, over
 * plain REST (Tasks API v1). The secret is an access token with the read-only Tasks scope, which ./google-account.ts
 * takes from the member's Google sign-in (Better Auth keeps and refreshes it).
 *
 * "Today" is the member's: Google keeps a task's due date as that date at midnight UTC (the time of day is never
 * stored), so the date part is compared with today's date in the member's time zone. A task due before today is still
 * open, so it comes too, marked urgent. The tasks are asked for without a due filter and chosen here: Google's reference
 * does not say whether `dueMax` keeps the tasks with no date, and those must come.
 *
 * Google's order is kept: lists in the order the member picked them, and in each list the tasks by `position` among
 * their siblings, a subtask right after its parent.
 */
import "server-only";
import * as z from "zod/mini";
import { getServerEnv } from "@/lib/env";
import { failureForStatus, fetchFromProvider, parseJson } from "./provider-fetch";
import { MAX_SOURCE_TASKS, toTaskLine } from "./task-line";
import { type SourceAdapter, type SourceContext, SourceError, type SourceTask } from "./types";

/** The most lists a member picks. */
export const MAX_GOOGLE_TASK_LISTS = 20;
/** Tasks per page (the API's most). */
const PAGE_SIZE = 100;
/** Pages read of one list: 2,000 open tasks. Google allows 20,000; a wallpaper shows 100. */
const MAX_PAGES = 20;
/** A page of 100 tasks with long notes stays under a megabyte. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

const GoogleTaskListRefSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  title: z.string().check(z.maxLength(1024)),
});
export const GoogleTasksSourceSettingsSchema = z.object({
  lists: z.array(GoogleTaskListRefSchema).check(z.minLength(1), z.maxLength(MAX_GOOGLE_TASK_LISTS)),
});
export type GoogleTasksSourceSettings = z.output<typeof GoogleTasksSourceSettingsSchema>;
export type GoogleTaskListRef = z.output<typeof GoogleTaskListRefSchema>;

/** A page of task lists (tasks#taskLists). */
const TaskListsPageSchema = z.object({
  items: z.optional(z.array(z.object({ id: z.string(), title: z.optional(z.string()) }))),
  nextPageToken: z.optional(z.string()),
});
/** A page of tasks (tasks#tasks): the fields read here. */
const TasksPageSchema = z.object({
  items: z.optional(
    z.array(
      z.object({
        id: z.string(),
        title: z.optional(z.string()),
        status: z.optional(z.string()),
        due: z.optional(z.string()),
        parent: z.optional(z.string()),
        position: z.optional(z.string()),
        deleted: z.optional(z.boolean()),
        hidden: z.optional(z.boolean()),
      }),
    ),
  ),
  nextPageToken: z.optional(z.string()),
});
type GoogleTask = NonNullable<z.output<typeof TasksPageSchema>["items"]>[number];

const apiBase = (apiUrl?: string) => (apiUrl ?? getServerEnv().GOOGLE_TASKS_API_URL).replace(/\/+$/, "");

/** A Google Tasks adapter that reaches the API at `apiUrl` (the environment's GOOGLE_TASKS_API_URL unless given). */
export function createGoogleTasksAdapter(options: { apiUrl?: string } = {}): SourceAdapter<GoogleTasksSourceSettings> {
  return {
    kind: "google-tasks",
    read: (settings, accessToken, context) => readGoogleTasks(apiBase(options.apiUrl), settings, accessToken, context),
  };
}

export const googleTasksAdapter = createGoogleTasksAdapter();

/** The member's task lists, for them to pick from (GET /tasks/v1/users/@me/lists). */
export async function listGoogleTaskLists(accessToken: string, signal: AbortSignal, apiUrl?: string): Promise<GoogleTaskListRef[]> {
  const lists: GoogleTaskListRef[] = [];
  for await (const page of pages(`${apiBase(apiUrl)}/tasks/v1/users/@me/lists`, {}, accessToken, signal, TaskListsPageSchema)) {
    for (const list of page.items ?? []) lists.push({ id: list.id, title: toTaskLine(list.title ?? "") });
  }
  return lists;
}

async function readGoogleTasks(base: string, settings: GoogleTasksSourceSettings, accessToken: string | undefined, context: SourceContext) {
  if (!accessToken) throw new SourceError("unauthorized", "Google Tasks is not connected: connect it again.");
  const parsed = GoogleTasksSourceSettingsSchema.safeParse(settings);
  if (!parsed.success) throw new SourceError("invalid", "Pick at least one Google Tasks list.");
  const today = dateIn(context.timeZone, context.now);
  const tasks: SourceTask[] = [];
  let listsFound = 0;
  for (const list of parsed.data.lists) {
    const open = await readList(base, list.id, accessToken, context.signal);
    if (!open) continue;
    listsFound++;
    for (const task of inGoogleOrder(open)) {
      const line = sourceTask(task, today);
      if (line) tasks.push(line);
      if (tasks.length === MAX_SOURCE_TASKS) return tasks;
    }
  }
  if (listsFound === 0) throw new SourceError("invalid", "None of the chosen Google Tasks lists exist any more: pick them again.");
  return tasks;
}

/** Every open task of one list, or null when the list is gone (deleted in Google Tasks since it was picked). */
async function readList(base: string, listId: string, accessToken: string, signal: AbortSignal): Promise<GoogleTask[] | null> {
  const url = `${base}/tasks/v1/lists/${encodeURIComponent(listId)}/tasks`;
  const query = { showCompleted: "false", showHidden: "false", showDeleted: "false" };
  const tasks: GoogleTask[] = [];
  try {
    for await (const page of pages(url, query, accessToken, signal, TasksPageSchema)) tasks.push(...(page.items ?? []));
  } catch (error) {
    if (error instanceof ListGoneError) return null;
    throw error;
  }
  return tasks;
}

class ListGoneError extends Error {}

/** The pages of one listing, following nextPageToken, each checked against `schema`. */
async function* pages<T extends { nextPageToken?: string }>(
  url: string,
  query: Record<string, string>,
  accessToken: string,
  signal: AbortSignal,
  schema: z.ZodMiniType<T>,
): AsyncGenerator<T> {
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const address = new URL(url);
    for (const [name, value] of Object.entries({ ...query, maxResults: String(PAGE_SIZE), ...(pageToken && { pageToken }) })) {
      address.searchParams.set(name, value);
    }
    const answer = await fetchFromProvider(address.toString(), {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal,
      maxBytes: MAX_ANSWER_BYTES,
      provider: "Google Tasks",
    });
    if (answer.status === 404) throw new ListGoneError();
    if (answer.status !== 200) throw failureForStatus(answer.status, "Google Tasks");
    const parsed = schema.safeParse(parseJson(answer.text, "Google Tasks"));
    if (!parsed.success) throw new SourceError("invalid", "Google Tasks answered with something that is not a list of tasks.");
    yield parsed.data;
    pageToken = parsed.data.nextPageToken;
    if (!pageToken) return;
  }
  throw new SourceError("invalid", "This Google Tasks list has more open tasks than we read.");
}

/** Top-level tasks by position, each followed by its subtasks by position (a subtask whose parent is done stands alone). */
export function inGoogleOrder<T extends { id: string; parent?: string; position?: string }>(tasks: T[]): T[] {
  const ids = new Set(tasks.map((task) => task.id));
  const byPosition = (a: T, b: T) => ((a.position ?? "") < (b.position ?? "") ? -1 : (a.position ?? "") > (b.position ?? "") ? 1 : 0);
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const task of tasks) {
    if (task.parent && ids.has(task.parent) && task.parent !== task.id) children.set(task.parent, [...(children.get(task.parent) ?? []), task]);
    else roots.push(task);
  }
  const ordered: T[] = [];
  for (const root of roots.sort(byPosition)) ordered.push(root, ...(children.get(root.id) ?? []).sort(byPosition));
  return ordered;
}

function sourceTask(task: GoogleTask, today: string): SourceTask | null {
  if (task.status !== "needsAction" || task.deleted || task.hidden) return null;
  const due = task.due && /^\d{4}-\d{2}-\d{2}/.test(task.due) ? task.due.slice(0, 10) : null;
  if (due && due > today) return null;
  const text = toTaskLine(task.title ?? "");
  return text ? { text, urgent: due !== null && due < today } : null;
}

/** The calendar date (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function dateIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  } catch {
    throw new SourceError("invalid", `"${timeZone}" is not a time zone.`);
  }
}
