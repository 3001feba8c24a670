/**
 * Where a Pro member's tasks already live (issue 32): a to-do app, a calendar, or a list pushed from a Shortcut. Each
 * kind of source is an adapter that reads the member's tasks for today; the service around them (./service.ts) keeps
 * the connection, its secret (encrypted at rest), the last good list and when it was read, and the live wallpaper and
 * the creator take their tasks from it.
 *
 * An adapter knows one provider's wire format and nothing of the database, HTTP routes or the session: it is given what
 * the member connected (its settings and its secret) and answers with tasks, or throws a SourceError that says what a
 * person can do about it.
 */

/** The kinds of source a member can connect. `push` has no adapter: its list arrives at its own address. */
export type SourceKind = "todoist" | "google-tasks" | "ical" | "push";

/** A task as a source gives it, in the source's own order. */
export interface SourceTask {
  /** What the member wrote, on one line (an event: its time first, "09:30 Dentist"). */
  text: string;
  /** Marked most urgent at the source (Todoist's highest priority, an overdue task): Sort for Me puts it first. */
  urgent: boolean;
}

/** What an adapter is given to read a member's tasks. */
export interface SourceContext {
  /** The moment "today" is taken from. */
  now: Date;
  /** The member's IANA time zone ("Europe/London"): it decides which day today is. */
  timeZone: string;
  /** Ends the read when the time allowed for it is up. */
  signal: AbortSignal;
}

/** Why a source could not be read, in terms a person can act on. */
export type SourceFailure =
  /** The token or authorisation was refused or revoked: connect again. */
  | "unauthorized"
  /** The provider did not answer, or answered with an error of its own: tried again later. */
  | "unreachable"
  /** The address or answer is not a source we can read (not a calendar, an address on a private network, too large). */
  | "invalid";

export class SourceError extends Error {
  override readonly name = "SourceError";
  constructor(
    readonly failure: SourceFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One kind of source. `Settings` are what the member chose and may be shown back to them (a filter, the lists picked, a
 * feed's address without its secret part); `secret` is what must never leave the server (a token).
 */
export interface SourceAdapter<Settings> {
  readonly kind: Exclude<SourceKind, "push">;
  /** Today's tasks: at most the 100 lines a wallpaper takes, in the source's order. */
  read(settings: Settings, secret: string | undefined, context: SourceContext): Promise<SourceTask[]>;
}
