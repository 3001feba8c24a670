/**
 * Where a connection made by signing in at a provider is kept: the task source service stores the source for its
 * member, its secret sealed, and reads it for the first time. The OAuth callbacks take it as a parameter
 * (lib/sources/todoist-oauth.ts), so that they stay independent of how sources are stored.
 */
import "server-only";
import { getDb } from "@/lib/db/client";
import { connectSource as connectStoredSource } from "./service";
import type { SourceKind } from "./types";

/**
 * Keeps a newly connected source of `kind` for `userId`, with the member's settings, its secret (a token), and the time
 * zone their browser was in when they started connecting (it decides the source's "today").
 */
export type ConnectSource = (userId: string, kind: Exclude<SourceKind, "push">, settings: unknown, secret: string, timeZone: string) => Promise<void>;

/** The connect function the OAuth routes use. */
export const connectSource: ConnectSource = async (userId, kind, settings, secret, timeZone) => {
  await connectStoredSource(await getDb(), userId, { kind, settings, secret, timeZone });
};
