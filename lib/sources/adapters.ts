/**
 * Every kind of source a member can connect, and what connecting it takes: its adapter, the schema of the settings
 * the member chooses (checked before anything is stored), whether it needs a secret, and the label it is shown under
 * when the member gives none. A kind that is not here is not offered: connecting it answers "not available".
 *
 * Adapters are added here as they are written (Todoist, Google Tasks, iCalendar feeds; lib/sources/types.ts is the
 * contract). The push address has no adapter: its list arrives at its own address (./push.ts).
 */
import type * as z from "zod/mini";
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
}

/**
 * The kinds on offer, each written `kind: defineSource({ ... })`. Empty until the first adapter is merged; tests and the bench put an in-process adapter here for
 * their run and take it out again.
 */
export const SOURCE_DEFINITIONS: Partial<Record<AdapterKind, SourceDefinition>> = {};

/** A kind's definition with its settings' type checked where it is written, and forgotten where it is listed. */
export function defineSource<Settings>(definition: SourceDefinition<Settings>): SourceDefinition {
  return definition as unknown as SourceDefinition;
}

export function definitionOf(kind: SourceKind): SourceDefinition | null {
  if (kind === "push") return null;
  return SOURCE_DEFINITIONS[kind] ?? null;
}
