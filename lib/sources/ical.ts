import "server-only";
import { tasksForToday } from "./ical-today";
import { parseSourceAddress, safeFetch, showAddress } from "./safe-fetch";
import { SourceError, type SourceAdapter } from "./types";

/**
 * A calendar or task feed by address (issue 32): the iCalendar address any calendar app publishes (Google's "secret
 * address in iCal format", Apple's public calendar, Outlook's published ICS, Fastmail, Nextcloud, a to-do app's feed).
 * Its address is the secret: calendar apps put the key to a private calendar in it. The settings keep only the
 * address as it may be shown back (safe-fetch.ts, `showAddress`).
 */
export interface IcalSettings {
  /** The feed's address without credentials, query or secret path, for the account page. */
  address: string;
}

/** What a member typed, checked, as the settings to keep and the secret to encrypt. */
export function connectIcalFeed(typed: string): { settings: IcalSettings; secret: string } {
  const url = parseSourceAddress(typed);
  return { settings: { address: showAddress(url) }, secret: url.href };
}

function checkStatus(status: number, host: string): void {
  if (status >= 200 && status < 300) return;
  if (status === 401 || status === 403) {
    throw new SourceError(
      "unauthorized",
      `${host} refused to share this calendar (${status}). If its address was reset, connect it again with the new one.`,
    );
  }
  if (status === 404 || status === 410) {
    throw new SourceError("invalid", `${host} has no calendar at this address any more (${status}). Copy its address again from the calendar app.`);
  }
  if (status === 429 || status >= 500) throw new SourceError("unreachable", `${host} answered with an error (${status}). We'll try again later.`);
  throw new SourceError("invalid", `${host} did not send the calendar (${status}). Check the address.`);
}

export const icalAdapter: SourceAdapter<IcalSettings> = {
  kind: "ical",
  async read(_settings, secret, context) {
    if (!secret) throw new SourceError("invalid", "This calendar's address is missing. Connect it again.");
    const response = await safeFetch(secret, { signal: context.signal, accept: "text/calendar, text/plain;q=0.8, */*;q=0.5" });
    checkStatus(response.status, response.url.hostname);
    return tasksForToday(response.body.toString("utf8"), context.now, context.timeZone);
  },
};
