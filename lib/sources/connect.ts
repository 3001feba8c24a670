/**
 * Where a connection made by signing in at a provider is kept: the task source service of issue 32 stores the source
 * for its member, its secret encrypted, and reads it for the first time. The OAuth callbacks take it as a parameter
 * (lib/sources/todoist-oauth.ts), so that they stay independent of how sources are stored.
 */
import "server-only";
import type { SourceKind } from "./types";

/** Keeps a newly connected source of `kind` for `userId`, with the member's settings and its secret (a token). */
export type ConnectSource = (userId: string, kind: Exclude<SourceKind, "push">, settings: unknown, secret: string) => Promise<void>;

/** The service is not part of this build: nothing was connected. */
export class SourceServiceMissingError extends Error {
  override readonly name = "SourceServiceMissingError";
}

/**
 * The connect function the OAuth routes use. Until the task source service (lib/sources/service.ts) is merged, there is
 * nowhere to keep a connection, and it says so rather than pretend: the merge points this at the service's own connect.
 */
export const connectSource: ConnectSource = async () => {
  throw new SourceServiceMissingError("The task source service is not in this build");
};
