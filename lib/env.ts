/**
 * Every setting the app reads, its default, and what it switches. Nothing is required: with no
 * environment at all the app runs on its embedded defaults. See .env.example.
 */
import { z } from "zod";

/** Treats `FOO=` like an unset variable, so a blank line in .env never switches a service on. */
const optional = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** The public address of the site, for canonical links and absolute URLs. */
  SITE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url().default("http://localhost:3000")),
  /** Any OpenAI-compatible chat API. Both must be set to use a model for Sort for Me and Add Emoji. */
  LLM_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url().optional()),
  LLM_MODEL: optional,
  LLM_API_KEY: optional,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** IndexNow: announce new public pages to search engines. Off unless a key is set. */
  INDEXNOW_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().regex(/^[a-zA-Z0-9-]{8,128}$/).optional()),
  INDEXNOW_ENDPOINT: z.preprocess((v) => (v === "" ? undefined : v), z.url().default("https://api.indexnow.org/indexnow")),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

/** Reads the environment now (cheap), so a test can change process.env between calls. */
export function getServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = ServerEnvSchema.safeParse(source);
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
