import ICAL from "ical.js";
import { SourceError, type SourceTask } from "./types";
import { clockTime, dayKey, isKnownTimeZone, momentOf, type ZonedDay, zonedDay } from "./zoned-day";

/**
 * Today's tasks in an iCalendar feed (RFC 5545), as the member's time zone sees today: the events that take place
 * today, each with its start time ("09:30 Dentist"; all-day events without one), recurring events expanded with their
 * exceptions (EXDATE, RECURRENCE-ID, RANGE=THISANDFUTURE, by ical.js), then the open to-dos that are due today, overdue
 * or undated. All-day events come first, then timed events by their start, then to-dos by when they are due.
 *
 * A time with a TZID is read by the feed's own VTIMEZONE when it has one (ical.js), else by the zone database when the
 * TZID names an IANA zone, else, as a floating time is, on the member's clock.
 */

const MAX_TASKS = 100;
/**
 * Occurrences looked at for one event after skipping ahead to today: a rule that repeats every minute gives up here and
 * is left out, so that it can't hold the server; the rest of the feed is read.
 */
const MAX_OCCURRENCES = 5_000;
/** The most time spent expanding one feed's rules (ical.js takes tens of microseconds an occurrence). */
const MAX_EXPANSION_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Entry extends SourceTask {
  /** 0 all-day, 1 timed, 2 to-do. */
  group: 0 | 1 | 2;
  /** Within its group: the start (events) or due moment (to-dos); undated to-dos last. */
  at: number;
  /** Among equals, the feed's order. */
  order?: number;
}

/** How one component's times become moments. */
interface Clock {
  day: ZonedDay;
  /** The IANA zone of a TZID that the feed gave no VTIMEZONE for, else the member's. */
  fallbackZone: string;
}

function momentOfTime(time: ICAL.Time, clock: Clock): number {
  const zone = time.zone;
  const floating = !zone || zone.tzid === "floating" || time.isDate;
  if (!floating) return time.toUnixTime() * 1000;
  const wall = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second };
  return momentOf(time.isDate ? { ...wall, hour: 0, minute: 0, second: 0 } : wall, clock.fallbackZone);
}

function clockFor(component: ICAL.Component, property: string, day: ZonedDay): Clock {
  const tzid = component.getFirstProperty(property)?.getParameter("tzid");
  const named = typeof tzid === "string" ? tzid.replace(/^\/.*?\/(?=[A-Za-z_]+\/[A-Za-z_]+)/, "") : undefined;
  return { day, fallbackZone: named && isKnownTimeZone(named) ? named : day.timeZone };
}

/** A title on one line, or null when there is none to show. */
function titleOf(component: ICAL.Component): string | null {
  const summary = component.getFirstPropertyValue("summary");
  const title = typeof summary === "string" ? summary.replace(/\s+/g, " ").trim() : "";
  return title || null;
}

/** PRIORITY 1–4 is high in iCalendar (5 medium, 6–9 low, 0 undefined). */
function isHighPriority(component: ICAL.Component): boolean {
  const priority = Number(component.getFirstPropertyValue("priority"));
  return priority >= 1 && priority <= 4;
}

const statusOf = (component: ICAL.Component) => String(component.getFirstPropertyValue("status") ?? "").toUpperCase();

/** One occurrence of an event: an entry when it takes place today. */
function eventEntry(item: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null, clock: Clock): Entry | null {
  const title = titleOf(item.component);
  if (!title || statusOf(item.component) === "CANCELLED") return null;
  const urgent = isHighPriority(item.component);
  const { day } = clock;
  if (start.isDate) {
    // DTEND of an all-day event is the day after its last.
    const first = dayKey(start);
    const last = end && end.isDate && end.compare(start) > 0 ? dayKey(end) : null;
    const takesToday = last ? first <= day.key && day.key < last : first === day.key;
    return takesToday ? { text: title, urgent, group: 0, at: 0 } : null;
  }
  const startsAt = momentOfTime(start, clock);
  const endsAt = end ? Math.max(momentOfTime(end, clock), startsAt) : startsAt;
  const overlaps = endsAt > startsAt ? startsAt < day.end && endsAt > day.start : startsAt >= day.start && startsAt < day.end;
  if (!overlaps) return null;
  if (startsAt >= day.start) return { text: `${clockTime(startsAt, day.timeZone)} ${title}`, urgent, group: 1, at: startsAt };
  // Begun before today: all day when it outlasts today, else the time it ends ("–02:00 Night shift").
  if (endsAt >= day.end) return { text: title, urgent, group: 0, at: 0 };
  return { text: `–${clockTime(endsAt, day.timeZone)} ${title}`, urgent, group: 1, at: day.start };
}

interface Budget {
  /** When expanding must have ended (Date.now()). */
  deadline: number;
}

/**
 * Where to start expanding a daily or weekly rule: its own start moved ahead by whole periods of the rule to a little
 * before today, so that a daily event kept since 2015 is not walked through day by day. A rule with COUNT counts from
 * its real start, and other frequencies have few occurrences a year or are left to the occurrence cap.
 */
function expansionStart(event: ICAL.Event, clock: Clock, lasts: number): ICAL.Time {
  const rules = event.component.getAllProperties("rrule");
  const rule = rules.length === 1 ? (rules[0]!.getFirstValue() as ICAL.Recur) : null;
  const start = event.startDate;
  if (!rule || rule.count || (rule.freq !== "DAILY" && rule.freq !== "WEEKLY")) return start;
  const periodDays = (rule.interval || 1) * (rule.freq === "WEEKLY" ? 7 : 1);
  const target = clock.day.start - lasts - 2 * periodDays * DAY_MS;
  const periods = Math.floor((target - momentOfTime(start, clock)) / (periodDays * DAY_MS));
  if (periods <= 0) return start;
  const ahead = start.clone();
  ahead.adjust(periods * periodDays, 0, 0, 0);
  return ahead;
}

/** Every occurrence of a recurring event that takes place today. */
function recurringEntries(master: ICAL.Component, exceptions: ICAL.Component[], day: ZonedDay, budget: Budget): Entry[] {
  const event = new ICAL.Event(master, { exceptions });
  const clock = clockFor(master, "dtstart", day);
  const lasts = Math.max(0, momentOfTime(event.endDate, clock) - momentOfTime(event.startDate, clock));
  const entries: Entry[] = [];
  // Before this and past this, no occurrence (by its original time) can touch today but one an exception moved here.
  const from = day.start - lasts - DAY_MS;
  const horizon = day.end + DAY_MS;
  const iterator = event.iterator(expansionStart(event, clock, lasts));
  let [first, last] = [Infinity, -Infinity];
  let looked = 0;
  for (let next = iterator.next(); next && looked < MAX_OCCURRENCES; next = iterator.next(), looked++) {
    if (looked % 500 === 0 && Date.now() > budget.deadline) {
      throw new SourceError("invalid", "This calendar repeats its events too often to read. Share a calendar with fewer repeating events.");
    }
    const original = momentOfTime(next, clock);
    if (original > horizon) break;
    if (original < from) continue;
    [first, last] = [Math.min(first, original), original];
    const details = event.getOccurrenceDetails(next);
    const itemClock = details.item === event ? clock : clockFor(details.item.component, "dtstart", day);
    const entry = eventEntry(details.item, details.startDate, details.endDate, itemClock);
    if (entry) entries.push(entry);
  }
  // An occurrence moved to today from another date, outside the stretch looked at.
  for (const exception of exceptions) {
    const moved = new ICAL.Event(exception);
    const original = momentOfTime(moved.recurrenceId, clock);
    if (original >= first && original <= last) continue;
    const entry = eventEntry(moved, moved.startDate, moved.endDate, clockFor(exception, "dtstart", day));
    if (entry) entries.push(entry);
  }
  return entries;
}

function eventEntries(events: ICAL.Component[], day: ZonedDay, budget: Budget): Entry[] {
  const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>();
  const single: ICAL.Component[] = [];
  for (const component of events) {
    const uid = component.getFirstPropertyValue("uid");
    if (typeof uid !== "string") {
      single.push(component);
      continue;
    }
    const group = byUid.get(uid) ?? { exceptions: [] };
    if (component.hasProperty("recurrence-id")) group.exceptions.push(component);
    else group.master = component;
    byUid.set(uid, group);
  }
  const position = new Map(events.map((component, index) => [component, index]));
  const entries: Entry[] = [];
  for (const { master, exceptions } of byUid.values()) {
    if (master && (master.hasProperty("rrule") || master.hasProperty("rdate"))) {
      const order = position.get(master);
      entries.push(...recurringEntries(master, exceptions, day, budget).map((entry) => ({ ...entry, order })));
    } else {
      // A single event, or exceptions whose series the feed left out: each as it stands.
      single.push(...(master ? [master] : []), ...exceptions);
    }
  }
  for (const component of single) {
    if (!component.hasProperty("dtstart")) continue;
    const event = new ICAL.Event(component);
    const entry = eventEntry(event, event.startDate, event.endDate, clockFor(component, "dtstart", day));
    if (entry) entries.push({ ...entry, order: position.get(component) });
  }
  return entries;
}

/** An open to-do due today, overdue or undated; overdue and high priority are urgent. */
function todoEntry(todo: ICAL.Component, day: ZonedDay): Entry | null {
  const title = titleOf(todo);
  const status = statusOf(todo);
  if (!title || status === "COMPLETED" || status === "CANCELLED" || todo.hasProperty("completed")) return null;
  const due = todo.getFirstPropertyValue("due");
  const urgentByPriority = isHighPriority(todo);
  if (!(due instanceof ICAL.Time)) return { text: title, urgent: urgentByPriority, group: 2, at: Infinity };
  const at = momentOfTime(due, clockFor(todo, "due", day));
  if (due.isDate ? dayKey(due) > day.key : at >= day.end) return null;
  const overdue = due.isDate ? dayKey(due) < day.key : at < day.start;
  const text = !due.isDate && !overdue ? `${clockTime(at, day.timeZone)} ${title}` : title;
  return { text, urgent: urgentByPriority || overdue, group: 2, at };
}

/** Today's tasks in the feed's text, for a member in `timeZone` at `now`. */
export function tasksForToday(feed: string, now: Date, timeZone: string): SourceTask[] {
  if (!/BEGIN:VCALENDAR/i.test(feed)) {
    const page = /^\s*</.test(feed);
    throw new SourceError(
      "invalid",
      page
        ? "This address answers with a web page, not a calendar. Copy the calendar's iCal (.ics) address from its app."
        : "This address doesn't answer with a calendar. Copy the calendar's iCal (.ics) address from its app.",
    );
  }
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(feed) as unknown[]);
  } catch {
    throw new SourceError("invalid", "This calendar couldn't be read: its app wrote something we don't understand.");
  }
  const day = zonedDay(now, timeZone);
  const budget = { deadline: Date.now() + MAX_EXPANSION_MS };
  const entries = [
    ...eventEntries(calendar.getAllSubcomponents("vevent"), day, budget),
    ...calendar.getAllSubcomponents("vtodo").flatMap((todo) => todoEntry(todo, day) ?? []),
  ];
  entries.sort((a, b) => a.group - b.group || (a.at === b.at ? 0 : a.at - b.at) || (a.order ?? 0) - (b.order ?? 0));
  return entries.slice(0, MAX_TASKS).map(({ text, urgent }) => ({ text, urgent }));
}
