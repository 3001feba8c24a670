/**
 * Every API route against hostile input (issue 14 §3): each route gets FUZZ_RUNS generated requests
 * (bodies, query strings, headers, methods, credentials and ids) as a visitor, a free account, a Pro
 * account and someone holding another person's ids. No answer may be a 5xx or hang; every 4xx is
 * `{ success: false, message }`, except where a route documents another answer (below); and the
 * server still answers normally afterwards.
 *
 * FUZZ_RUNS requests per route (200 by default: about 5,000 in all, 30 s on two cores). Replay a
 * failure with the seed it prints: FUZZ_SEED=123 FUZZ_RUNS=600 npx vitest run tests/fuzz/routes.db.test.ts
 */
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import * as account from "@/app/api/account/route";
import * as auth from "@/app/api/auth/[...all]/route";
import * as billingPortal from "@/app/api/billing-portal/route";
import * as checkout from "@/app/api/create-checkout-session/route";
import * as demoBilling from "@/app/api/demo/billing/route";
import * as demoCheckout from "@/app/api/demo/checkout/[id]/route";
import * as health from "@/app/api/health/route";
import * as indexNow from "@/app/api/indexnow/route";
import * as indexNowKey from "@/app/api/indexnow/key-file/route";
import * as liveSettings from "@/app/api/live/route";
import * as liveImage from "@/app/api/live/[token]/route";
import * as me from "@/app/api/me/route";
import * as olderCheckout from "@/app/api/payment/create-checkout-session/route";
import * as verifySubscription from "@/app/api/payment/verify-subscription/route";
import * as paymentVerification from "@/app/api/payment-verification/route";
import * as processTasks from "@/app/api/process-tasks/route";
import * as googleTasksAuthorize from "@/app/api/sources/google-tasks/authorize/route";
import * as googleTaskLists from "@/app/api/sources/google-tasks/lists/route";
import * as todoistAuthorize from "@/app/api/sources/todoist/authorize/route";
import * as todoistCallback from "@/app/api/sources/todoist/callback/route";
import * as session from "@/app/api/session/route";
import * as sources from "@/app/api/sources/route";
import * as source from "@/app/api/sources/[id]/route";
import * as sourceSync from "@/app/api/sources/[id]/sync/route";
import * as sourceTasks from "@/app/api/sources/[id]/tasks/route";
import * as pushAddress from "@/app/api/sources/push/route";
import * as pushList from "@/app/api/sources/push/[token]/route";
import * as stripeWebhook from "@/app/api/stripe/webhook/route";
import * as wallpaper from "@/app/api/wallpaper/[id]/route";
import * as wallpaperTasks from "@/app/api/wallpaper/[id]/tasks/route";
import * as download from "@/app/api/wallpaper/download/route";
import * as exportZip from "@/app/api/wallpaper/export/route";
import * as generate from "@/app/api/wallpaper/generate/route";
import * as history from "@/app/api/wallpaper/history/route";
import * as save from "@/app/api/wallpaper/save/route";
import { ApiFailureSchema } from "@/lib/api/common";
import { resetAuth } from "@/lib/auth/config";
import { MAX_IMAGE_DATA_CHARS } from "@/lib/api/history";
import { DEMO_PRICES } from "@/lib/billing/demo";
import { resetBilling } from "@/lib/billing/service";
import { resetFreeRenderLimit } from "@/lib/http/render";
import { SITE } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { contentType, encodeOrRaw, field, headerValue, hostileBody, hostileJson, hostileQuery, hostileString } from "./hostile";
import { People } from "./people";
import { type Answer, type FuzzRequest, type RouteHandler, describeAnswer, describeRequest, jsonOf, send } from "./requests";

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

/** A secret the deploy step holds and the fuzzer never guesses, so IndexNow's own checks are what answer. */
const INDEXNOW_SECRET = "fuzz-indexnow-secret-0123456789abcdef0123";

/** Todoist OAuth configured, its addresses where nothing answers: only the routes' own checks can answer. */
const TODOIST_ENV = {
  TODOIST_CLIENT_ID: "fuzz-todoist-client",
  TODOIST_CLIENT_SECRET: "fuzz-todoist-secret",
  TODOIST_OAUTH_URL: "http://127.0.0.1:9",
  TODOIST_API_URL: "http://127.0.0.1:9",
};
const GOOGLE_ENV = { GOOGLE_CLIENT_ID: "fuzz-google-client", GOOGLE_CLIENT_SECRET: "fuzz-google-secret", GOOGLE_TASKS_API_URL: "http://127.0.0.1:9" };

const database = openTestDatabase();
const people = new People(() => database.current.db);

type Method = "GET" | "POST" | "PATCH" | "DELETE";
type Answers =
  /** The one error shape. */
  | "api"
  /** Better Auth's own answers, see `expectBetterAuthAnswer`. */
  | "better-auth"
  /** A plain-text file for search engines: "Not found" as text/plain. */
  | "text";

interface Target {
  route: string;
  /** The test's name, when the route is fuzzed twice (with other settings). */
  name?: string;
  handlers: Partial<Record<Method, RouteHandler>>;
  /** The query parameters the route reads. */
  query?: readonly string[];
  /** The route's own body shape, with hostile fields. */
  body?: () => fc.Arbitrary<unknown>;
  maxBodyBytes?: number;
  /** The path, when it varies (the [id] routes and Better Auth's catch-all). */
  path?: () => fc.Arbitrary<{ path: string; id?: string; param?: string }>;
  answers?: Answers;
  /** Settings for this route's run only (the demo provider is used otherwise). */
  env?: Record<string, string>;
}

/** Someone's real ids (the caller's own or another person's) or anything at all. */
const anyId = () => fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...people.ids()) }, { weight: 3, arbitrary: hostileString });
const idPath =
  (prefix: string, suffix = "") =>
  () =>
    anyId().map((id) => ({ path: `${prefix}/${encodeOrRaw(id)}${suffix}`, id }));

const listText = fc.oneof(
  fc.constantFrom(
    "Call mum\nBuy milk",
    "",
    "   ",
    "!!! urgent: pay rent\n- [ ] buy milk 🥛\n* gym",
    "a\n".repeat(101),
    "x".repeat(5_001),
    "Call the constructor\nhasOwnProperty",
  ),
  hostileString,
);
const style = fc.record(
  {
    preset: field(fc.constantFrom("iphone-16", "pixel-10", "custom")),
    theme: field(fc.constantFrom("light", "oled", "custom")),
    background: field(fc.constantFrom(null, "#7c3aed")),
    textSize: field(fc.constantFrom("small", "large")),
    align: field(fc.constantFrom("center", "left")),
  },
  { requiredKeys: [] },
);
/** Options with the style nested, or beside the size as older creators send it, or both. */
const options = fc
  .tuple(
    fc.record(
      {
        width: field(fc.constantFrom(320, 1179, 4096)),
        height: field(fc.constantFrom(568, 2556, 4096)),
        generation_mode: field(fc.constantFrom("plain", "smart", "emoji")),
        style: field(style),
      },
      { requiredKeys: [] },
    ),
    fc.option(style, { nil: {} }),
  )
  .map(([nested, flat]) => ({ ...nested, ...flat }));
const task = fc.record(
  {
    text: field(fc.oneof(fc.constantFrom("Buy milk", "x".repeat(300), "x".repeat(301)), hostileString)),
    isPriority: field(fc.boolean()),
    emoji: field(fc.constantFrom(null, "🥛", "👨‍👩‍👧")),
  },
  { requiredKeys: [] },
);
const wallpaperBody = fc.record(
  { text: field(listText), options: field(options), tasks: field(fc.array(task, { maxLength: 4 })), extra: hostileJson },
  { requiredKeys: ["text"] },
);

const AUTH_PATHS = [
  "sign-in/magic-link",
  "sign-in/social",
  "magic-link/verify",
  "get-session",
  "sign-out",
  "update-user",
  "list-sessions",
  "revoke-session",
  "revoke-sessions",
  "revoke-other-sessions",
  "callback/google",
  "delete-user",
  "sign-in/email",
  "sign-up/email",
  "change-email",
  "link-social",
  "list-accounts",
  "unlink-account",
  "account-info",
  "get-access-token",
  "refresh-token",
  "ok",
  "error",
];

const TARGETS: Target[] = [
  {
    route: "/api/process-tasks",
    handlers: processTasks,
    body: () =>
      fc.record(
        { text: field(listText), mode: field(fc.constantFrom("plain", "smart", "emoji")), requestId: field(hostileString) },
        { requiredKeys: [] },
      ),
  },
  {
    route: "/api/auth/[...all]",
    handlers: auth,
    answers: "better-auth",
    maxBodyBytes: 16 * 1024,
    query: ["token", "callbackURL", "error", "state", "code", "disableRedirect"],
    path: () => fc.oneof(fc.constantFrom(...AUTH_PATHS), hostileString.map(encodeOrRaw)).map((tail) => ({ path: `/api/auth/${tail}` })),
    body: () =>
      fc.oneof(
        fc.record(
          {
            email: field(fc.constantFrom("fuzz@example.test", "a@b", "x".repeat(250) + "@example.test")),
            callbackURL: field(fc.constantFrom("/auth/callback", "https://evil.example/")),
            name: field(hostileString),
          },
          { requiredKeys: [] },
        ),
        fc.record({ provider: field(fc.constantFrom("google", "github")), callbackURL: field(hostileString) }, { requiredKeys: [] }),
        fc.record(
          { name: field(hostileString), image: field(fc.constantFrom(null, "https://example.test/me.png", "javascript:alert(1)")) },
          { requiredKeys: [] },
        ),
        fc.record({ token: field(hostileString) }),
      ),
  },
  { route: "/api/payment-verification", handlers: paymentVerification, body: () => fc.record({ sessionId: field(anyId()) }, { requiredKeys: [] }) },
  { route: "/api/me", handlers: me },
  { route: "/api/account", handlers: account },
  { route: "/api/billing-portal", handlers: billingPortal, body: () => fc.oneof(fc.constant({}), hostileJson) },
  {
    route: "/api/payment/create-checkout-session",
    handlers: olderCheckout,
    body: () => fc.record({ priceId: field(fc.constantFrom(DEMO_PRICES.monthly, DEMO_PRICES.annual, "price_123")) }, { requiredKeys: [] }),
  },
  {
    route: "/api/payment/verify-subscription",
    handlers: verifySubscription,
    body: () => fc.record({ sessionId: field(fc.option(anyId())) }, { requiredKeys: [] }),
  },
  {
    route: "/api/create-checkout-session",
    handlers: checkout,
    body: () => fc.record({ priceId: field(fc.constantFrom(DEMO_PRICES.monthly, DEMO_PRICES.annual, "price_123")) }, { requiredKeys: [] }),
  },
  {
    route: "/api/stripe/webhook",
    handlers: stripeWebhook,
    maxBodyBytes: 512 * 1024,
    body: () =>
      fc.record({
        id: hostileString,
        type: field(fc.constantFrom("checkout.session.completed", "customer.subscription.updated")),
        data: hostileJson,
      }),
  },
  {
    // With Stripe configured, every request reaches the signature check; nobody can sign, so nothing reaches Stripe.
    route: "/api/stripe/webhook",
    name: "/api/stripe/webhook with Stripe configured",
    handlers: stripeWebhook,
    maxBodyBytes: 512 * 1024,
    env: {
      STRIPE_SECRET_KEY: "sk_test_fuzz",
      STRIPE_WEBHOOK_SECRET: "whsec_fuzz",
      STRIPE_PRICE_MONTHLY: "price_monthly",
      STRIPE_PRICE_ANNUAL: "price_annual",
      STRIPE_API_URL: "http://127.0.0.1:9",
    },
    body: () =>
      fc.record({
        id: hostileString,
        type: field(fc.constantFrom("checkout.session.completed", "customer.subscription.updated")),
        data: hostileJson,
      }),
  },
  { route: "/api/session", handlers: session },
  {
    route: "/api/indexnow",
    handlers: indexNow,
    maxBodyBytes: 512 * 1024,
    body: () =>
      fc.record({ urls: field(fc.array(field(fc.constantFrom("/", "/blog/x", "https://evil.example/")), { maxLength: 3 })) }, { requiredKeys: [] }),
  },
  { route: "/api/indexnow/key-file", handlers: indexNowKey, query: ["key"], answers: "text" },
  { route: "/api/health", handlers: health, query: ["ready"] },
  {
    route: "/api/demo/billing",
    handlers: demoBilling,
    body: () => fc.record({ action: field(fc.constantFrom("cancel_at_period_end", "cancel_now", "resume")) }, { requiredKeys: [] }),
  },
  {
    route: "/api/demo/checkout/[id]",
    handlers: demoCheckout,
    path: idPath("/api/demo/checkout"),
    body: () => fc.record({ action: field(fc.constantFrom("pay", "cancel")) }, { requiredKeys: [] }),
  },
  { route: "/api/wallpaper/history", handlers: history, query: ["limit", "cursor"] },
  {
    route: "/api/live",
    handlers: liveSettings,
    body: () =>
      fc.record(
        {
          pinnedWallpaperId: field(fc.oneof(fc.constant(null), anyId())),
          pinnedSourceId: field(fc.oneof(fc.constant(null), anyId())),
          doneTasks: field(fc.constantFrom("strike", "hide")),
        },
        { requiredKeys: [] },
      ),
  },
  {
    route: "/api/live/[token]",
    handlers: liveImage,
    query: ["w", "h", "preset"],
    path: () =>
      fc
        .oneof({ weight: 2, arbitrary: fc.constantFrom(...people.liveTokens()) }, { weight: 3, arbitrary: hostileString })
        .map((token) => ({ path: `/api/live/${encodeOrRaw(token)}`, id: token, param: "token" })),
  },
  { route: "/api/sources/todoist/authorize", handlers: todoistAuthorize, env: TODOIST_ENV },
  { route: "/api/sources/todoist/callback", handlers: todoistCallback, query: ["code", "state", "error"], env: TODOIST_ENV },
  {
    route: "/api/sources/todoist/callback",
    name: "/api/sources/todoist/callback with Todoist OAuth off",
    handlers: todoistCallback,
    query: ["code", "state", "error"],
  },
  { route: "/api/sources/google-tasks/authorize", handlers: googleTasksAuthorize, env: GOOGLE_ENV },
  { route: "/api/sources/google-tasks/lists", handlers: googleTaskLists, env: GOOGLE_ENV },
  {
    route: "/api/sources",
    handlers: sources,
    body: () =>
      fc.record(
        {
          kind: field(fc.constantFrom("todoist", "google-tasks", "ical", "push")),
          label: field(listText),
          settings: hostileJson,
          secret: field(hostileString),
          timeZone: field(fc.constantFrom("UTC", "Europe/London", "Mars/Base")),
        },
        { requiredKeys: [] },
      ),
  },
  { route: "/api/sources/[id]", handlers: source, path: idPath("/api/sources") },
  { route: "/api/sources/[id]/sync", handlers: sourceSync, path: idPath("/api/sources", "/sync") },
  { route: "/api/sources/[id]/tasks", handlers: sourceTasks, path: idPath("/api/sources", "/tasks") },
  {
    route: "/api/sources/push",
    handlers: pushAddress,
    body: () => fc.record({ timeZone: field(fc.oneof(fc.constantFrom("UTC", "Asia/Shanghai"), hostileString)) }, { requiredKeys: [] }),
  },
  {
    route: "/api/sources/push/[token]",
    handlers: pushList,
    maxBodyBytes: 16 * 1024,
    body: () =>
      fc.oneof(
        fc.record({ tasks: field(fc.oneof(listText, fc.array(listText, { maxLength: 4 }))) }, { requiredKeys: [] }),
        fc.array(listText, { maxLength: 4 }),
        listText,
      ),
    path: () =>
      fc
        .oneof({ weight: 2, arbitrary: fc.constantFrom(...people.pushTokens()) }, { weight: 3, arbitrary: hostileString })
        .map((token) => ({ path: `/api/sources/push/${encodeOrRaw(token)}`, id: token, param: "token" })),
  },
  { route: "/api/wallpaper/[id]", handlers: wallpaper, path: idPath("/api/wallpaper") },
  {
    route: "/api/wallpaper/[id]/tasks",
    handlers: wallpaperTasks,
    path: idPath("/api/wallpaper", "/tasks"),
    body: () =>
      fc.record(
        {
          tasks: field(
            fc.array(fc.record({ id: field(fc.constantFrom("t1", "t2", "t3")), completed: field(fc.boolean()) }, { requiredKeys: [] }), {
              maxLength: 3,
            }),
          ),
        },
        { requiredKeys: [] },
      ),
  },
  {
    route: "/api/wallpaper/export",
    handlers: exportZip,
    body: () => fc.record({ ids: field(fc.array(anyId(), { maxLength: 4 })) }, { requiredKeys: [] }),
  },
  { route: "/api/wallpaper/generate", handlers: generate, body: () => wallpaperBody },
  { route: "/api/wallpaper/download", handlers: download, query: ["path"] },
  {
    route: "/api/wallpaper/save",
    handlers: save,
    maxBodyBytes: MAX_IMAGE_DATA_CHARS + 64 * 1024,
    body: () =>
      fc
        .tuple(wallpaperBody, field(fc.constantFrom("data:image/png;base64,iVBORw0KGgo=", "data:image/jpeg;base64,AAAA")))
        .map(([body, imageData]) => ({ ...body, imageData })),
  },
];

/** Who is asking: nobody, a real session (by bearer token or cookie), or a forged, tampered or malformed one. */
function credentials(): fc.Arbitrary<Record<string, string>> {
  const { free, pro, other } = people;
  const real = fc.constantFrom(free, pro, other);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 5, arbitrary: real.map((who) => ({ Authorization: `Bearer ${who.token}` })) },
    { weight: 2, arbitrary: real.map((who) => ({ Cookie: who.cookie, Origin: SITE })) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        headerValue.map((token) => ({ Authorization: `Bearer ${token}` })),
        headerValue.map((value) => ({ Authorization: value })),
        headerValue.map((value) => ({ Cookie: `better-auth.session_token=${value}` })),
        headerValue.map((value) => ({ Cookie: value })),
        real.map((who) => ({ Authorization: `Bearer ${who.token.slice(0, -1)}${who.token.endsWith("A") ? "B" : "A"}` })),
        real.map((who) => ({ Cookie: `${who.cookie.split(".")[0]}.forgedsignature%3D` })),
        real.map((who) => ({ Authorization: `Bearer ${free.token}`, Cookie: who.cookie })),
        fc.constant({ Cookie: "better-auth.session_token=%E0%A4%A; better-auth.session_token=x" }),
      ),
    },
  );
}

/** Counterexamples print as one clipped line instead of a 70 KB body. */
const withDescription = (fuzz: FuzzRequest): FuzzRequest => Object.assign(fuzz, { [fc.toStringMethod]: () => describeRequest(fuzz) });

function request(target: Target): fc.Arbitrary<{ handler: Method; fuzz: FuzzRequest }> {
  const methods = Object.keys(target.handlers).filter((name): name is Method => ["GET", "POST", "PATCH", "DELETE"].includes(name));
  const path: fc.Arbitrary<{ path: string; id?: string; param?: string }> = target.path ? target.path() : fc.constant({ path: target.route });
  return fc
    .record({
      handler: fc.constantFrom(...methods),
      // Next.js sends HEAD to GET; a handler is also called with whatever method a client invents.
      wrongMethod: fc.option(fc.constantFrom("HEAD", "PUT", "PATCH", "OPTIONS", "DELETE", "POST", "GET"), { freq: 6 }),
      where: path,
      query: hostileQuery(target.query ?? ["x"]),
      credentials: credentials(),
      contentType,
      extra: fc.dictionary(
        fc.constantFrom(
          "origin",
          "x-forwarded-for",
          "accept-language",
          "content-length",
          "stripe-signature",
          "want-bearer-token",
          "user-agent",
          "host",
        ),
        headerValue,
        { maxKeys: 3 },
      ),
      // Stripe's header as Stripe writes it, with a timestamp and signatures nobody here could have made.
      signature: fc.option(
        fc.stringMatching(/^t=\d{1,12},v1=[0-9a-f]{0,64}(,v0=[0-9a-f]{0,64})?$/).map((value) => ({ "Stripe-Signature": value })),
        { nil: {} },
      ),
      body: hostileBody(target.body?.(), target.maxBodyBytes),
    })
    .map(({ handler, wrongMethod, where, query, credentials, contentType, extra, signature, body }) => ({
      handler,
      fuzz: withDescription({
        // Better Auth routes by method itself: Next.js only ever hands its GET export a GET or HEAD.
        method: target.answers === "better-auth" ? (handler === "GET" && wrongMethod === "HEAD" ? "HEAD" : handler) : (wrongMethod ?? handler),
        path: where.path + query,
        id: where.id,
        ...(where.param ? { param: where.param } : {}),
        headers: { "Content-Type": contentType, ...extra, ...signature, ...credentials },
        body,
      }),
    }));
}

/**
 * Better Auth's catch-all answers in its own words: its errors are JSON `{ code?, message }` (our
 * checks in front of it answer the one shape, which also has a `message`), a redirect, or an empty
 * 404 for a path it does not know.
 */
function expectBetterAuthAnswer(answer: Answer, where: string) {
  if (answer.status < 400) return;
  if (answer.status === 404 && answer.text === "") return;
  expect(jsonOf(answer), where).toMatchObject({ message: expect.any(String) });
}

function expectSafeAnswer(target: Target, answer: Answer, where: string) {
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status < 400) return;
  if (target.answers === "better-auth") return expectBetterAuthAnswer(answer, where);
  if (target.answers === "text") return expect([answer.status, answer.text], where).toEqual([404, "Not found"]);
  expect(answer.contentType, where).toMatch(/^application\/json/);
  expect(ApiFailureSchema.safeParse(jsonOf(answer)).success, where).toBe(true);
}

/** "200×12 400×80 401×30": how the route answered, to see that the runs reached past the checks. */
function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
}

beforeAll(async () => {
  vi.stubEnv("INDEXNOW_KEY", "fuzz-indexnow-key");
  vi.stubEnv("INDEXNOW_SECRET", INDEXNOW_SECRET);
  resetBilling();
});

beforeEach(async () => {
  resetFreeRenderLimit();
  await people.ready();
}, 60_000);

afterAll(() => {
  vi.unstubAllEnvs();
});

describe("every route against hostile input", () => {
  for (const target of TARGETS) {
    it(`${target.name ?? target.route}: never a 5xx or a hang, every 4xx in its documented shape`, { timeout: 60_000 + RUNS * 1_000 }, async () => {
      for (const [name, value] of Object.entries(target.env ?? {})) vi.stubEnv(name, value);
      resetBilling();
      // Sign-in providers are read when Better Auth is built: a run with Google configured builds it again.
      if (target.env) resetAuth();
      onTestFinished(() => {
        for (const name of Object.keys(target.env ?? {})) vi.stubEnv(name, undefined);
        resetBilling();
        if (target.env) resetAuth();
      });
      const started = performance.now();
      const statuses: number[] = [];
      await fc.assert(
        fc.asyncProperty(request(target), async ({ handler, fuzz }) => {
          const answer = await send(target.handlers[handler]!, fuzz);
          statuses.push(answer.status);
          expectSafeAnswer(target, answer, describeAnswer(fuzz, answer));
        }),
        { seed: SEED, numRuns: RUNS },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`fuzz ${target.name ?? target.route}: seed ${SEED}, ${RUNS} runs in ${seconds} s: ${tally(statuses)}`);
    });
  }
});

describe("after the run", () => {
  it("still answers a person's normal requests", async () => {
    const bearer = { Authorization: `Bearer ${people.pro.token}` };
    const ready = await send(health.GET, { method: "GET", path: "/api/health?ready", headers: {}, body: null });
    expect([ready.status, jsonOf(ready)]).toEqual([200, { ok: true, database: true, store: true }]);
    const who = await send(me.GET, { method: "GET", path: "/api/me", headers: bearer, body: null });
    expect([who.status, jsonOf(who)]).toMatchObject([200, { success: true, isPro: true }]);
    const body = JSON.stringify({ text: "Call mum\nBuy milk", options: { width: 320, height: 568 } });
    const saved = await send(save.POST, {
      method: "POST",
      path: "/api/wallpaper/save",
      headers: { ...bearer, "Content-Type": "application/json" },
      body,
    });
    expect(saved.status, saved.text).toBe(200);
    const listed = await send(history.GET, { method: "GET", path: "/api/wallpaper/history", headers: bearer, body: null });
    expect(jsonOf(listed)).toMatchObject({
      success: true,
      wallpapers: expect.arrayContaining([expect.objectContaining({ id: (jsonOf(saved) as { id: string }).id })]),
    });
  });
});
