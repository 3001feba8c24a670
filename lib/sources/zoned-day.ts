/**
 * The member's day in their IANA time zone, from the zone database Node carries (Intl): when today starts and ends,
 * and what the clock on their wall says at a given moment. Pure; no library, no server state.
 */

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows this zone ("America/New_York" yes, "Eastern Standard Time" no). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** What a clock in `timeZone` shows at the moment `ms`. */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const asUtc = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** The moment a clock in `timeZone` shows `clock` (in a spring-forward gap, the moment just after it). */
export function momentOf(clock: WallClock, timeZone: string): number {
  const guess = asUtc(clock);
  const first = guess - (asUtc(wallClockAt(guess, timeZone)) - guess);
  const offset = asUtc(wallClockAt(first, timeZone)) - first;
  return guess - offset;
}

/** A day as YYYY-MM-DD, which sorts and compares as the days do. */
export const dayKey = ({ year, month, day }: Pick<WallClock, "year" | "month" | "day">) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

export interface ZonedDay {
  key: string;
  /** The first moment of the day and the first of the next, in ms. */
  start: number;
  end: number;
  timeZone: string;
}

/** The day `now` falls on in `timeZone`. */
export function zonedDay(now: Date, timeZone: string): ZonedDay {
  const today = wallClockAt(now.getTime(), timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const midnight = { hour: 0, minute: 0, second: 0 };
  return {
    key: dayKey(today),
    start: momentOf({ ...today, ...midnight }, timeZone),
    end: momentOf({ year: tomorrow.getUTCFullYear(), month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate(), ...midnight }, timeZone),
    timeZone,
  };
}

/** "09:30": the time a clock in `timeZone` shows at `ms`. */
export function clockTime(ms: number, timeZone: string): string {
  const { hour, minute } = wallClockAt(ms, timeZone);
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}
