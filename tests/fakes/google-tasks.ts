/**
 * A local fake of the Google Tasks API v1 on 127.0.0.1, speaking its wire format: GET /tasks/v1/users/@me/lists and
 * GET /tasks/v1/lists/{tasklist}/tasks, paged by `maxResults` (default 20, at most 100) and `nextPageToken`, with the
 * `showCompleted`, `showHidden`, `showDeleted`, `dueMin` and `dueMax` filters; a Bearer token checked on every call
 * (401 UNAUTHENTICATED), 403 for a token without a Tasks scope, 404 for a list that does not exist.
 *
 * Shapes follow Google's reference (developers.google.com/tasks/reference/rest: resources TaskList and Task, methods
 * tasklists.list and tasks.list) and its error format ({ error: { code, message, errors: [{ message, domain, reason }],
 * status } }). Google keeps only the date of `due`: it is sent as that date at midnight UTC, "2026-11-26T00:00:00.000Z".
 * `position` is a zero-padded string that sorts as Google's order among siblings. With `dueMin` or `dueMax` the fake
 * leaves out tasks with no date (the reference is silent on them; the adapter sends neither).
 */
import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import { closeServer, type FakeTrouble, listenLocally, streamOversized } from "./fake-http";

export interface FakeGoogleTask {
  title: string;
  /** The due date, YYYY-MM-DD (Google keeps no time). */
  due?: string;
  status?: "needsAction" | "completed";
  /** The title of the parent task in the same list. */
  parent?: string;
  notes?: string;
  hidden?: boolean;
  deleted?: boolean;
}

export interface FakeGoogleTaskList {
  id: string;
  title: string;
  /** In Google's order: their positions follow this order among siblings. */
  tasks: FakeGoogleTask[];
}

export type GoogleTasksTrouble = FakeTrouble | { kind: "endless-pages" };

export interface RecordedGoogleRequest {
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

export const TASKS_READONLY_SCOPE = "https://www.googleapis.com/auth/tasks.readonly";

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" }).end(JSON.stringify(body));

function googleError(response: ServerResponse, code: number, message: string, reason: string, status: string) {
  json(response, code, { error: { code, message, errors: [{ message, domain: "global", reason }], status } });
}

const position = (index: number) => String(index).padStart(20, "0");
const etag = () => `"${randomBytes(8).toString("base64")}"`;

/** What an access token may read: its scopes and the member's lists. */
export interface FakeGoogleAccount {
  scopes: string[];
  lists: FakeGoogleTaskList[];
}

export interface GoogleTasksFakeOptions {
  /** A fixed port (the browser tests' app reads Google Tasks here); a free one by default. */
  port?: number;
  /**
   * Looks up a token the fake was not given with setAccount, as Google checks the tokens its own sign-in issued: the
   * browser tests' OpenID Connect issuer answers for the access tokens it gave the app.
   */
  resolveToken?(token: string): Promise<FakeGoogleAccount | undefined>;
}

export async function startGoogleTasksFake(options: GoogleTasksFakeOptions = {}) {
  /** access token → its scopes and lists. */
  const accounts = new Map<string, FakeGoogleAccount>();
  const requests: RecordedGoogleRequest[] = [];
  let trouble: GoogleTasksTrouble | null = null;
  let port = 0;
  const selfLink = (path: string) => `http://127.0.0.1:${port}/tasks/v1/${path}`;

  function taskResource(list: FakeGoogleTaskList, task: FakeGoogleTask, index: number) {
    const parentIndex = task.parent ? list.tasks.findIndex((other) => other.title === task.parent) : -1;
    const siblings = list.tasks.slice(0, index).filter((other) => other.parent === task.parent).length;
    const id = `${list.id}-t${index}`;
    return {
      kind: "tasks#task",
      id,
      etag: etag(),
      title: task.title,
      updated: "2026-11-25T18:02:11.000Z",
      selfLink: selfLink(`lists/${list.id}/tasks/${id}`),
      ...(parentIndex >= 0 && { parent: `${list.id}-t${parentIndex}` }),
      position: position(siblings),
      ...(task.notes && { notes: task.notes }),
      status: task.status ?? "needsAction",
      ...(task.due && { due: `${task.due}T00:00:00.000Z` }),
      ...(task.status === "completed" && { completed: "2026-11-25T18:02:11.000Z" }),
      ...(task.deleted && { deleted: true }),
      ...(task.hidden && { hidden: true }),
      links: [],
      webViewLink: `https://tasks.google.com/task/${id}`,
    };
  }

  /** One page of `items` from `pageToken`, as Google pages (an opaque token; here, the offset). */
  function paged<T>(items: T[], query: URLSearchParams) {
    const size = Math.min(Math.max(Number(query.get("maxResults") ?? 20) || 20, 1), 100);
    const start = Number(Buffer.from(query.get("pageToken") ?? "", "base64url").toString() || 0);
    const next = start + size < items.length ? Buffer.from(String(start + size)).toString("base64url") : undefined;
    return { items: items.slice(start, start + size), ...(next && { nextPageToken: next }) };
  }

  function serveTasks(response: ServerResponse, list: FakeGoogleTaskList, query: URLSearchParams) {
    const flag = (name: string, fallback: boolean) => (query.has(name) ? query.get(name) === "true" : fallback);
    const [dueMin, dueMax] = [query.get("dueMin"), query.get("dueMax")];
    const all = list.tasks.map((task, index) => ({ task, resource: taskResource(list, task, index) }));
    // The API's own order is not Google's order: the fake answers in reverse, so only `position` gives it.
    const kept = all
      .filter(({ task }) => flag("showCompleted", true) || task.status !== "completed")
      .filter(({ task }) => flag("showHidden", false) || !task.hidden)
      .filter(({ task }) => flag("showDeleted", false) || !task.deleted)
      .filter(({ resource }) => !(dueMin || dueMax) || (resource.due && (!dueMin || resource.due >= dueMin) && (!dueMax || resource.due <= dueMax)))
      .map(({ resource }) => resource)
      .reverse();
    json(response, 200, { kind: "tasks#tasks", etag: etag(), ...paged(kept, query) });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: request.headers.authorization });
    if (trouble?.kind === "delay") await new Promise((resolve) => setTimeout(resolve, trouble?.kind === "delay" ? trouble.ms : 0));
    if (response.destroyed) return;
    if (trouble?.kind === "status") return googleError(response, trouble.status, "Backend Error", "backendError", "UNAVAILABLE");
    if (trouble?.kind === "body") return response.writeHead(200, { "Content-Type": trouble.contentType ?? "application/json" }).end(trouble.body);
    if (trouble?.kind === "huge")
      return streamOversized(response, {
        head: '{"kind":"tasks#tasks","items":[',
        item: `${JSON.stringify({ kind: "tasks#task", id: "x", title: "x".repeat(1000), status: "needsAction", position: position(0) })},`,
        tail: '{"kind":"tasks#task","id":"y"}]}',
        bytes: trouble.bytes,
      });
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const account = token ? (accounts.get(token) ?? (await options.resolveToken?.(token))) : undefined;
    if (!account) {
      return googleError(response, 401, "Request had invalid authentication credentials.", "authError", "UNAUTHENTICATED");
    }
    if (!account.scopes.some((scope) => scope.startsWith("https://www.googleapis.com/auth/tasks"))) {
      return googleError(response, 403, "Request had insufficient authentication scopes.", "insufficientPermissions", "PERMISSION_DENIED");
    }
    if (trouble?.kind === "endless-pages")
      return json(response, 200, { kind: "tasks#tasks", etag: etag(), items: [], nextPageToken: randomBytes(6).toString("hex") });
    if (request.method === "GET" && url.pathname === "/tasks/v1/users/@me/lists") {
      const lists = account.lists.map((list) => ({
        kind: "tasks#taskList",
        id: list.id,
        etag: etag(),
        title: list.title,
        updated: "2026-11-25T18:02:11.000Z",
        selfLink: selfLink(`users/@me/lists/${list.id}`),
      }));
      return json(response, 200, { kind: "tasks#taskLists", etag: etag(), ...paged(lists, url.searchParams) });
    }
    const tasksOf = /^\/tasks\/v1\/lists\/([^/]+)\/tasks$/.exec(url.pathname);
    if (request.method === "GET" && tasksOf) {
      const list = account.lists.find((candidate) => candidate.id === decodeURIComponent(tasksOf[1]!));
      if (!list) return googleError(response, 404, "Task list not found.", "notFound", "NOT_FOUND");
      return serveTasks(response, list, url.searchParams);
    }
    googleError(response, 404, "Not Found", "notFound", "NOT_FOUND");
  });
  port = await listenLocally(server, options.port);

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The lists an access token reads; it carries the read-only Tasks scope unless `scopes` says otherwise. */
    setAccount(token: string, lists: FakeGoogleTaskList[], scopes: string[] = ["openid", "email", "profile", TASKS_READONLY_SCOPE]) {
      accounts.set(token, { scopes, lists });
    },
    /** The token no longer works (expired or revoked). */
    revoke(token: string) {
      accounts.delete(token);
    },
    misbehave(next: GoogleTasksTrouble | null) {
      trouble = next;
    },
    close: () => closeServer(server),
  };
}

export type GoogleTasksFake = Awaited<ReturnType<typeof startGoogleTasksFake>>;
