/**
 * Every kind of source a member can connect, and what connecting it takes: its adapter, the schema of the settings
 * the member chooses (checked before anything is stored), whether it needs a secret, and the label it is shown under
 * when the member gives none. A kind that is not here is not offered: connecting it answers "not available".
 *
 * Adapters are added here as they are written (Todoist, Google Tasks, iCalendar feeds; lib/sources/types.ts is the
 * contract). The push address has no adapter: its list arrives at its own address (./push.ts).
 */
import "server-only";
import * as z from "zod/mini";
import { getGoogleTasksAccessToken } from "./google-account";
import { googleTasksAdapter, GoogleTasksSourceSettingsSchema } from "./google-tasks";
import { connectIcalFeed, icalAdapter } from "./ical";
import { todoistAdapter, TodoistSourceSettingsSchema } from "./todoist";
import type { SourceAdapter, SourceKind } from "./types";

export type AdapterKind = Exclude<SourceKind, "push">;

export interface SourceDefinition<Settings = unknown> {
  adapter: SourceAdapter<Settings>;
  /** The member's choices as the connect request carries them; what it outputs is what is stored and shown back. */
  settings: z.core.$ZodType<Settings>;
  /** required: connecting without one is refused; optional: kept if given; none: never stored. */
  secret: "required" | "optional" | "none";
  /** The label when the member gives none ("Todoist", a feed's host). */
  defaultLabel(settings: Settings): string;
  /**
   * What is kept, worked out from what the member sent, when the settings come from the secret: a feed's address is
   * its secret, and the settings keep only the part that may be shown back. Throws SourceError for an address that is
   * not one we may read.
   */
  prepare?(settings: Settings, secret: string | undefined): { settings: Settings; secret: string | undefined };
  /**
   * The secret taken when the source is read, not stored with it: Google Tasks reads with the access token of the
   * member's Google sign-in, which Better Auth keeps and refreshes. Throws SourceError "unauthorized" when the member
   * has to connect again.
   */
  secretAtReadTime?(userId: string): Promise<string>;
}

/** A kind's definition with its settings' type checked where it is written, and forgotten where it is listed. */
export function defineSource<Settings>(definition: SourceDefinition<Settings>): SourceDefinition {
  return definition as unknown as SourceDefinition;
}

/** The kinds on offer. Tests and the bench put an in-process adapter here for their run and take it out again. */
export const SOURCE_DEFINITIONS: Partial<Record<AdapterKind, SourceDefinition>> = {
  todoist: defineSource({ adapter: todoistAdapter, settings: TodoistSourceSettingsSchema, secret: "required", defaultLabel: () => "Todoist" }),
  "google-tasks": defineSource({
    adapter: googleTasksAdapter,
    settings: GoogleTasksSourceSettingsSchema,
    secret: "none",
    secretAtReadTime: getGoogleTasksAccessToken,
    defaultLabel: () => "Google Tasks",
  }),
  ical: defineSource({
    adapter: icalAdapter,
    // The member sends the feed's address as its secret; the address that may be shown back is worked out from it.
    settings: z.object({ address: z.optional(z.string().check(z.maxLength(2048))) }),
    secret: "required",
    prepare: (_settings, secret) => connectIcalFeed(secret ?? ""),
    defaultLabel: (settings) => settings.address ?? "Calendar",
  }),
};

export function definitionOf(kind: SourceKind): SourceDefinition | null {
  if (kind === "push") return null;
  return SOURCE_DEFINITIONS[kind] ?? null;
}
