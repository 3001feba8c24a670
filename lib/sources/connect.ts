/**
 * Where a connection made by signing in at a provider is kept: the task source service stores the source for its
 * member, its secret sealed, and reads it for the first time. The OAuth callbacks take it as a parameter
 * (lib/sources/todoist-oauth.ts), so that they stay independent of how sources are stored.
 */
import "server-only";
import { getDb } from "@/lib/db/client";
import { connectSource as connectStoredSource } from "./service";
import type { SourceKind } from "./types";

/** Keeps a newly connected source of `kind` for `userId`, with the member's settings and its secret (a token). */
export type ConnectSource = (userId: string, kind: Exclude<SourceKind, "push">, settings: unknown, secret: string) => Promise<void>;

/**
 * The connect function the OAuth routes use. A provider's sign-in carries no time zone: the source is kept with UTC's
 * until the member changes it (Todoist's own filter decides "today" in the member's Todoist account anyway).
 */
export const connectSource: ConnectSource = async (userId, kind, settings, secret) => {
  await connectStoredSource(await getDb(), userId, { kind, settings, secret, timeZone: "UTC" });
};
