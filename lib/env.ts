/**
 * Every setting the app reads, its default, and what it switches. Nothing is required: with no
 * environment at all the app runs on its embedded defaults. See .env.example.
 */
import { z } from "zod";
import { FREE_DAILY_SERVER_RENDERS } from "@/config/plans";

/** Treats `FOO=` like an unset variable, so a blank line in .env never switches a service on. */
const unsetIfBlank = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);
const optional = unsetIfBlank(z.string().optional());

const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** How much the server logs (pino levels); tests are silent unless set. */
  LOG_LEVEL: unsetIfBlank(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional()),
  /**
   * The proxies of the deployment's own in front of the app (scripts/server.mjs reads it for the client's address).
   * Here: X-Forwarded-Host and X-Forwarded-Proto are believed only when there is one.
   */
  TRUSTED_PROXY_HOPS: unsetIfBlank(z.coerce.number().int().min(0).max(10).default(0)),
  /** The public address of the site, for canonical links and absolute URLs. */
  SITE_URL: unsetIfBlank(z.url().default("http://localhost:3000")),
  /** Any OpenAI-compatible chat API. Both must be set to use a model for Sort for Me and Add Emoji. */
  LLM_BASE_URL: unsetIfBlank(z.url().optional()),
  LLM_MODEL: optional,
  LLM_API_KEY: optional,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Lets a task source's address (a calendar feed) point at this machine, 127.0.0.1 or ::1: for tests and local
   * development, which serve feeds there. Ignored on a public deployment, where such an address is always refused.
   */
  SOURCES_ALLOW_LOOPBACK: unsetIfBlank(z.enum(["true", "false"]).default("false")),
  /** IndexNow: announce new public pages to search engines. Off unless a key is set. */
  INDEXNOW_KEY: unsetIfBlank(
    z
      .string()
      .regex(/^[a-zA-Z0-9-]{8,128}$/)
      .optional(),
  ),
  INDEXNOW_ENDPOINT: unsetIfBlank(z.url().default("https://api.indexnow.org/indexnow")),
  /** Who may ask the site to announce (POST /api/indexnow, `npm run announce`): the deploy step, never a visitor. */
  INDEXNOW_SECRET: unsetIfBlank(z.string().min(32, { error: "INDEXNOW_SECRET must be at least 32 characters" }).optional()),
  /** Where the embedded database, the generated auth secret and stored images live. */
  DATA_DIR: unsetIfBlank(z.string().default("./data")),
  /** A Postgres server (postgres://...). Unset: the embedded PGlite database in DATA_DIR/pglite. */
  DATABASE_URL: unsetIfBlank(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must start with postgres://" })
      .optional(),
  ),
  /** Signs sessions. Required on a public site; on a local one a generated secret is kept in DATA_DIR. */
  BETTER_AUTH_SECRET: unsetIfBlank(z.string().min(32, { error: "BETTER_AUTH_SECRET must be at least 32 characters" }).optional()),
  /**
   * Seals the tokens of connected task sources (AES-256-GCM): 32 random bytes in base64 (`openssl rand -base64 32`).
   * Required on a public site, where every instance must read what another sealed; on a local one a generated key is
   * kept in DATA_DIR. Changing it makes every connected token unreadable: members connect again.
   */
  SOURCES_KEY: unsetIfBlank(
    z
      .string()
      .refine((value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, "base64").length === 32, {
        error: "SOURCES_KEY must be 32 bytes in base64 (openssl rand -base64 32)",
      })
      .optional(),
  ),
  /** Sign in with Google. Both must be set to show the Google button. */
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  /**
   * Points the Google button at another OpenID Connect issuer's discovery document (the tests' local
   * issuer, or a Google-compatible identity provider). Unset: Google itself.
   */
  GOOGLE_DISCOVERY_URL: unsetIfBlank(z.url().optional()),
  /** Todoist by OAuth ("Connect Todoist" signs in at Todoist). Both unset: members paste a personal API token instead. */
  TODOIST_CLIENT_ID: optional,
  TODOIST_CLIENT_SECRET: optional,
  /** Other addresses for Todoist's API and its OAuth pages (the tests' local stand-in); unset: Todoist itself. */
  TODOIST_API_URL: unsetIfBlank(z.url().default("https://api.todoist.com")),
  TODOIST_OAUTH_URL: unsetIfBlank(z.url().default("https://todoist.com")),
  /** Another address for the Google Tasks API (the tests' local stand-in); unset: Google itself. */
  GOOGLE_TASKS_API_URL: unsetIfBlank(z.url().default("https://tasks.googleapis.com")),
  /** Sends sign-in links by email (smtp://user:pass@host:587). Unset: links go to the server log. */
  SMTP_URL: optional,
  SMTP_FROM: unsetIfBlank(z.string().default("Wallminder <no-reply@wallminder.app>")),
  /** Sign-in requests allowed per client address, and per email address from one requester, in 15 minutes. */
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  SIGN_IN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  /** Sign-in links one email address may be sent in an hour, from everyone together. */
  SIGN_IN_LIMIT_PER_EMAIL_TOTAL: z.coerce.number().int().positive().default(20),
  /** Stripe. All four set: payments go through Stripe; otherwise the demo provider (never on a public deployment). */
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_ANNUAL: optional,
  /** Another address for Stripe's API (the tests' local stand-in); unset: Stripe itself. */
  STRIPE_API_URL: unsetIfBlank(z.url().optional()),
  /** Any S3-compatible store for wallpaper images. S3_BUCKET unset: files in DATA_DIR/images. */
  S3_BUCKET: optional,
  S3_ENDPOINT: unsetIfBlank(z.url().optional()),
  S3_REGION: unsetIfBlank(z.string().default("us-east-1")),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: unsetIfBlank(z.enum(["true", "false"]).default("false")),
  /** Server renders a free account may make per day (the browser's own downloads are unlimited). */
  FREE_DAILY_SERVER_RENDERS: z.coerce.number().int().nonnegative().default(FREE_DAILY_SERVER_RENDERS),
  /** Server PNG renders drawn at once by this instance, how many more may wait, and how many one account may hold. */
  RENDER_CONCURRENCY: z.coerce.number().int().positive().default(2),
  RENDER_QUEUE_LENGTH: z.coerce.number().int().nonnegative().default(8),
  RENDER_PER_ACCOUNT: z.coerce.number().int().positive().default(2),
  /** Seconds after the server starts before the first sweep of images no row points at (then hourly). */
  ORPHAN_SWEEP_AFTER_SECONDS: z.coerce.number().int().nonnegative().max(86_400).default(60),
});

/** Every setting's name, as .env.example must list it. */
export const SETTING_NAMES = Object.keys(ServerEnvSchema.shape) as ReadonlyArray<keyof ServerEnv>;

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

let productionEnv: ServerEnv | undefined;

/**
 * The settings. The production server's environment is fixed when it starts, so there they are read and validated
 * once: the proxy and the routes ask for them on every request, and parsing about forty settings cost about 50 µs each
 * time. Anywhere else (tests, `next dev`) the environment is read at every call, so a test can change process.env
 * between calls.
 */
export function getServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  if (source !== process.env || process.env.NODE_ENV !== "production") return parseServerEnv(source);
  return (productionEnv ??= Object.freeze(parseServerEnv(source)));
}

function parseServerEnv(source: NodeJS.ProcessEnv): ServerEnv {
  // With no SITE_URL, the site's address follows the port it is served on (PORT=3100 npm start).
  const withSite = source.SITE_URL || !source.PORT ? source : { ...source, SITE_URL: `http://localhost:${source.PORT}` };
  const parsed = ServerEnvSchema.safeParse(withSite);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The language model settings, or null when no model is configured. */
export function getModelSettings(env: ServerEnv = getServerEnv()) {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, timeoutMs: env.LLM_TIMEOUT_MS };
}

/** True when the site runs on this machine (localhost, 127.0.0.1), as `npm start` does by default. */
export function isLocalSite(env: ServerEnv = getServerEnv()): boolean {
  const host = new URL(env.SITE_URL).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/** A deployed site: production build on a public address. Embedded conveniences are off there. */
export function isPublicDeployment(env: ServerEnv = getServerEnv()): boolean {
  return env.NODE_ENV === "production" && !isLocalSite(env);
}

/** Whether a task source's address may point at this machine (SOURCES_ALLOW_LOOPBACK), never on a public deployment. */
export function allowsLoopbackSources(env: ServerEnv = getServerEnv()): boolean {
  return env.SOURCES_ALLOW_LOOPBACK === "true" && !isPublicDeployment(env);
}

/** The Google sign-in settings, or null when Google is not configured. */
export function getGoogleSettings(env: ServerEnv = getServerEnv()) {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, discoveryUrl: env.GOOGLE_DISCOVERY_URL };
}

/** Where Todoist is reached, and its OAuth client when one is configured (null: personal API tokens only). */
export function getTodoistSettings(env: ServerEnv = getServerEnv()) {
  const { TODOIST_CLIENT_ID: clientId, TODOIST_CLIENT_SECRET: clientSecret } = env;
  return {
    apiUrl: env.TODOIST_API_URL,
    oauthUrl: env.TODOIST_OAUTH_URL,
    oauth: clientId && clientSecret ? { clientId, clientSecret } : null,
  };
}
export type TodoistSettings = ReturnType<typeof getTodoistSettings>;

/** The Stripe settings, or null when any of the four is missing (the demo provider is used then). */
export function getStripeSettings(env: ServerEnv = getServerEnv()) {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRICE_MONTHLY: monthly, STRIPE_PRICE_ANNUAL: annual } = env;
  if (!secretKey || !webhookSecret || !monthly || !annual) return null;
  return { secretKey, webhookSecret, prices: { monthly, annual }, apiUrl: env.STRIPE_API_URL };
}
export type StripeSettings = NonNullable<ReturnType<typeof getStripeSettings>>;

/** The S3-compatible store's settings, or null for the local folder. */
export function getS3Settings(env: ServerEnv = getServerEnv()) {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  };
}
export type S3Settings = NonNullable<ReturnType<typeof getS3Settings>>;
