/**
 * Sign-in with Better Auth: Google (OpenID Connect) and email magic links, sessions in HttpOnly
 * cookies, and bearer tokens for API clients. Built once per process, on the migrated database.
 */
import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { bearer } from "better-auth/plugins/bearer";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { magicLink } from "better-auth/plugins/magic-link";
import { SITE_NAME } from "@/config/site";
import { processWide } from "@/lib/process-wide";
import { cleanName } from "@/lib/account/profile";
import { getDb } from "@/lib/db/client";
import * as schema from "@/lib/db/schema";
import { type ServerEnv, getGoogleSettings, getServerEnv } from "@/lib/env";
import { logger } from "@/lib/log";
import { sendSignInLink } from "./mail";
import { trustedOrigins } from "./origins";
import { resolveAuthSecret } from "./secret";

export const GOOGLE_PROVIDER_ID = "google";
const MAGIC_LINK_TTL_SECONDS = 15 * 60;
const SESSION_DAYS = 30;

/** What Better Auth says of an address a visitor sent that is not ours ("Invalid callbackURL: https://elsewhere"). */
const UNTRUSTED_ADDRESS = /^Invalid (callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL|origin):/;

/**
 * Better Auth logs a visitor's untrusted callback address at error level. It is the visitor's doing, answered 403, and
 * anyone could fill the error log with it: it is logged as a warning, and the error log keeps what needs us.
 */
function visitorMistakeAsWarning<Level extends string>(level: Level, message: string): Level | "warn" {
  return level === "error" && UNTRUSTED_ADDRESS.test(message) ? "warn" : level;
}

async function createAuth(env: ServerEnv) {
  const google = getGoogleSettings(env);
  const db = await getDb();
  return betterAuth({
    appName: SITE_NAME,
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret: resolveAuthSecret(env),
    trustedOrigins: trustedOrigins(env),
    telemetry: { enabled: false },
    // Better Auth's own messages (a forged callback's "Failed to parse state") as lines of the structured log, not text on stderr.
    logger: { log: (level, message, ...args) => logger[visitorMistakeAsWarning(level, message)](args.length > 0 ? { details: args } : {}, message) },
    database: drizzleAdapter(db, { provider: "pg", schema }),
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Our own per-IP and per-email limits (lib/auth/rate-limit.ts) give clear messages instead.
    rateLimit: { enabled: false },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    // The last word on what is stored, whoever wrote it (a typed name, Google's profile).
    databaseHooks: {
      user: {
        create: { before: async (user) => ({ data: { ...user, name: cleanName(user.name ?? "") } }) },
        update: { before: async (user) => ({ data: typeof user.name === "string" ? { ...user, name: cleanName(user.name) } : user }) },
      },
    },
    advanced: {
      useSecureCookies: env.SITE_URL.startsWith("https:"),
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      // Better Auth skips its origin and callback address checks when NODE_ENV is "test": the tests see the site's.
      disableOriginCheck: false,
    },
    socialProviders:
      google && !google.discoveryUrl ? { google: { clientId: google.clientId, clientSecret: google.clientSecret, prompt: "select_account" } } : {},
    plugins: [
      // Google at another OpenID Connect issuer (the tests' local one), under the same provider id.
      ...(google?.discoveryUrl
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: "Google",
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: "hashed",
        sendMagicLink: ({ email, url }) => sendSignInLink(env, email, url),
      }),
      bearer(),
      nextCookies(),
    ],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const auth = processWide("auth", () => createAuth(getServerEnv()));

/** This process's Better Auth instance. */
export const getAuth = (): Promise<Auth> => auth.get();

/** Forgets the instance, so the next call reads the environment again (tests). */
export const resetAuth = () => auth.reset();
