/**
 * A local fake of the parts of Todoist that Wallminder uses, on 127.0.0.1, speaking Todoist API v1's wire format so
 * that tests drive Doist's own SDK (@doist/todoist-sdk): `new TodoistApi(token, { baseUrl: fake.url })`.
 *
 * Faked: GET /api/v1/tasks/filter (`query`, `cursor`, `limit` up to 200, answering `{ results, next_cursor }` with
 * tasks in snake_case), the Bearer token check (401 with Todoist's error shape: `error`, `error_code`, `error_extra`,
 * `error_tag`, `http_code`), and OAuth: GET /oauth/authorize (approves at once, or denies, and sends the browser to the
 * app's redirect URL with `code` and `state`, or `error=access_denied` and `state`; with `consentPage`, it shows a page
 * with Agree and Cancel first, as Todoist does) and POST /oauth/access_token (JSON as the SDK sends it, or a form),
 * answering `{ access_token, token_type: "Bearer" }`.
 *
 * Filters: a query is matched by its exact text against the tasks the test gave for it (`setTasks(token, query, …)`);
 * Todoist's filter language itself is Todoist's business, not ours. A query with no tasks given answers 400 as Todoist
 * answers an invalid filter.
 *
 * Shapes: field names follow the Todoist API v1 reference (developer.todoist.com/api/v1, "Tasks") and the zod schema the
 * SDK checks each task against (src/types/tasks/types.ts in Doist/todoist-sdk-typescript at v11.0.0).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { closeServer, type FakeTrouble, listenLocally, streamOversized } from "./fake-http";

export interface FakeTodoistTask {
  content: string;
  /** The API's priority: 1 (normal) to 4 (the app's P1). */
  priority?: 1 | 2 | 3 | 4;
  due?: string | null;
  checked?: boolean;
}

/** How the fake misbehaves, for the failure tests. */
export type TodoistTrouble = FakeTrouble | { kind: "endless-cursor" };

export interface TodoistFakeOptions {
  clientId?: string;
  clientSecret?: string;
  /** The app's OAuth redirect URL, as registered in Todoist's app console. */
  redirectUrl?: string;
  /** A fixed port, for an app started with TODOIST_API_URL pointing here (the browser tests); a free one by default. */
  port?: number;
  /** Shows a consent page (Agree, Cancel) before going back to the app, for a person in a browser. */
  consentPage?: boolean;
  /** Called with each access token the fake gives out, before the app can use it. */
  onTokenIssued?(token: string): void;
}

export interface RecordedTodoistRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

/** Todoist API v1's error body. */
const apiError = (response: ServerResponse, status: number, error: string, tag: string) =>
  json(response, status, { error, error_code: status, error_extra: {}, error_tag: tag, http_code: status });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A task in the API's shape (snake_case, every field the SDK's schema requires). */
function taskObject(task: FakeTodoistTask, index: number) {
  const id = `6X7rM8997g3RQmvh${String(index).padStart(4, "0")}`;
  return {
    id,
    user_id: "2671355",
    project_id: "6Jf8VQXxpwv56VQ7",
    section_id: null,
    parent_id: null,
    added_by_uid: "2671355",
    assigned_by_uid: null,
    responsible_uid: null,
    labels: [],
    deadline: null,
    duration: null,
    checked: task.checked ?? false,
    is_deleted: false,
    added_at: "2026-11-20T09:12:33.000000Z",
    completed_at: null,
    updated_at: "2026-11-25T18:02:11.000000Z",
    due: task.due ? { date: task.due, is_recurring: false, string: task.due, lang: "en", timezone: null } : null,
    priority: task.priority ?? 1,
    child_order: index,
    content: task.content,
    description: "",
    day_order: index,
    is_collapsed: false,
    note_count: 0,
  };
}

export async function startTodoistFake(options: TodoistFakeOptions = {}) {
  const clientId = options.clientId ?? "todoist-client-test";
  const clientSecret = options.clientSecret ?? "todoist-secret-test";
  let redirectUrl = options.redirectUrl ?? "http://127.0.0.1/api/sources/todoist/callback";
  /** token → filter query → tasks. */
  const lists = new Map<string, Map<string, FakeTodoistTask[]>>();
  /** Authorization codes not yet exchanged: code → token. */
  const codes = new Map<string, string>();
  const requests: RecordedTodoistRequest[] = [];
  let trouble: TodoistTrouble | null = null;
  let denyNext = false;

  function tasksFor(token: string, query: string): FakeTodoistTask[] | undefined {
    return lists.get(token)?.get(query);
  }

  async function serveFilter(request: IncomingMessage, response: ServerResponse, url: URL) {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!token || !lists.has(token)) return apiError(response, 401, "Invalid token", "AUTH_INVALID_TOKEN");
    if (trouble?.kind === "endless-cursor") return json(response, 200, { results: [], next_cursor: randomBytes(6).toString("hex") });
    const query = url.searchParams.get("query") ?? "";
    const tasks = tasksFor(token, query);
    if (!tasks) return apiError(response, 400, "Invalid filter", "INVALID_SEARCH_QUERY");
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 50) || 50, 200);
    const start = Number(Buffer.from(url.searchParams.get("cursor") ?? "", "base64url").toString("utf8") || 0);
    const page = tasks.slice(start, start + limit).map((task, i) => taskObject(task, start + i));
    const next = start + limit < tasks.length ? Buffer.from(String(start + limit)).toString("base64url") : null;
    json(response, 200, { results: page, next_cursor: next });
  }

  function serveAuthorize(response: ServerResponse, url: URL) {
    if (url.searchParams.get("client_id") !== clientId) return apiError(response, 400, "Invalid client_id", "INVALID_CLIENT");
    if (!url.searchParams.get("scope")) return apiError(response, 400, "Invalid scope", "INVALID_SCOPE");
    if (options.consentPage) return serveConsent(response, url);
    const denied = denyNext;
    denyNext = false;
    sendBack(response, url.searchParams.get("state") ?? "", !denied);
  }

  /** Todoist's consent page, reduced to its question and its two buttons, which post the answer back here. */
  function serveConsent(response: ServerResponse, url: URL) {
    const hidden = ["client_id", "scope", "state"]
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(url.searchParams.get(name) ?? "")}">`)
      .join("");
    response
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html lang="en"><title>Todoist</title><h1>Wallminder would like to read your tasks</h1>` +
          `<form method="post" action="/oauth/authorize">${hidden}` +
          `<button name="decision" value="allow">Agree</button> <button name="decision" value="deny">Cancel</button></form></html>`,
      );
  }

  async function serveDecision(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    if (form.get("client_id") !== clientId) return apiError(response, 400, "Invalid client_id", "INVALID_CLIENT");
    sendBack(response, form.get("state") ?? "", form.get("decision") === "allow");
  }

  /** To the app's redirect URL: a code for the token, or `error=access_denied`, and the state as it came. */
  function sendBack(response: ServerResponse, state: string, allowed: boolean) {
    const back = new URL(redirectUrl);
    if (!allowed) {
      back.searchParams.set("error", "access_denied");
    } else {
      const code = randomBytes(12).toString("hex");
      codes.set(code, `oauth-${randomBytes(12).toString("hex")}`);
      back.searchParams.set("code", code);
    }
    back.searchParams.set("state", state);
    response.writeHead(302, { Location: back.toString() }).end();
  }

  async function serveToken(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const body: Record<string, unknown> = (request.headers["content-type"] ?? "").includes("json")
      ? (JSON.parse(raw || "{}") as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(raw));
    if (body.client_id !== clientId || body.client_secret !== clientSecret) return json(response, 400, { error: "invalid_client" });
    const token = typeof body.code === "string" ? codes.get(body.code) : undefined;
    if (!token) return json(response, 400, { error: "bad_authorization_code" });
    codes.delete(body.code as string);
    lists.set(token, lists.get(token) ?? new Map());
    options.onTokenIssued?.(token);
    json(response, 200, { access_token: token, token_type: "Bearer" });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push({
      method: request.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
    });
    const route = `${request.method} ${url.pathname}`;
    if (route === "GET /oauth/authorize") return serveAuthorize(response, url);
    if (route === "POST /oauth/authorize") return serveDecision(request, response);
    if (route === "POST /oauth/access_token") return serveToken(request, response);
    if (trouble?.kind === "delay") await new Promise((resolve) => setTimeout(resolve, trouble?.kind === "delay" ? trouble.ms : 0));
    if (response.destroyed) return;
    if (trouble?.kind === "status") return apiError(response, trouble.status, "Service unavailable", "SERVICE_UNAVAILABLE");
    if (trouble?.kind === "body") return response.writeHead(200, { "Content-Type": trouble.contentType ?? "application/json" }).end(trouble.body);
    if (trouble?.kind === "huge")
      return streamOversized(response, {
        head: '{"results":[',
        item: `${JSON.stringify(taskObject({ content: "x".repeat(900) }, 0))},`,
        tail: '{}],"next_cursor":null}',
        bytes: trouble.bytes,
      });
    if (route === "GET /api/v1/tasks/filter") return serveFilter(request, response, url);
    apiError(response, 404, "Not found", "NOT_FOUND");
  });
  const port = await listenLocally(server, options.port);

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    /** The tasks `query` finds for the member whose token is `token`; the token becomes valid. */
    setTasks(token: string, query: string, tasks: FakeTodoistTask[]) {
      const forToken = lists.get(token) ?? new Map<string, FakeTodoistTask[]>();
      forToken.set(query, tasks);
      lists.set(token, forToken);
    },
    /** Turns a token away from now on, as Todoist does once the member revokes it. */
    revoke(token: string) {
      lists.delete(token);
    },
    /** The token an authorization code stands for (before it is exchanged). */
    tokenForCode: (code: string) => codes.get(code),
    misbehave(next: TodoistTrouble | null) {
      trouble = next;
    },
    /** The next authorization is refused by the member. */
    denyNextAuthorization() {
      denyNext = true;
    },
    setRedirectUrl(next: string) {
      redirectUrl = next;
    },
    close: () => closeServer(server),
  };
}

export type TodoistFake = Awaited<ReturnType<typeof startTodoistFake>>;

/** The token the browser tests paste, and what Todoist's default filter finds with it, when the fake runs on its own. */
export const E2E_TODOIST_TOKEN = "0123456789abcdef0123456789abcdef01234567";
export const E2E_TODOIST_TASKS: FakeTodoistTask[] = [
  { content: "Book the car's service", priority: 4 },
  { content: "Reply to Sam", priority: 1 },
];

/** The OAuth client the browser tests' app is given, and what the default filter finds for a token it gets by OAuth. */
export const E2E_TODOIST_CLIENT = { id: "wallminder-e2e-todoist", secret: "wallminder-e2e-todoist-secret" };
export const E2E_TODOIST_OAUTH_TASKS: FakeTodoistTask[] = [
  { content: "Plan the week", priority: 4 },
  { content: "Water the garden", priority: 1 },
  { content: "Call the bank", priority: 2 },
];

// On its own (the browser tests' web server): TODOIST_FAKE_PORT, one member's token with today's and overdue tasks,
// and OAuth for the app at APP_URL with a consent page, each token it gives out finding E2E_TODOIST_OAUTH_TASKS.
if (import.meta.url === `file://${process.argv[1]}`) {
  const filter = "today | overdue";
  let started: TodoistFake | undefined;
  startTodoistFake({
    port: Number(process.env.TODOIST_FAKE_PORT ?? 12112),
    clientId: E2E_TODOIST_CLIENT.id,
    clientSecret: E2E_TODOIST_CLIENT.secret,
    redirectUrl: `${process.env.APP_URL ?? "http://127.0.0.1:3100"}/api/sources/todoist/callback`,
    consentPage: true,
    onTokenIssued: (token) => started?.setTasks(token, filter, E2E_TODOIST_OAUTH_TASKS),
  }).then((fake) => {
    started = fake;
    fake.setTasks(E2E_TODOIST_TOKEN, filter, E2E_TODOIST_TASKS);
    console.log(`Todoist fake on ${fake.url}`);
  });
}
