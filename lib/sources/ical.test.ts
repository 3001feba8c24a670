import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sourceFailure } from "@/tests/helpers/source-failure";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { connectIcalFeed, icalAdapter } from "./ical";
import { tasksForToday } from "./ical-today";
import type { SourceContext } from "./types";

/**
 * The calendar feed adapter against the iCalendar fixtures (tests/fixtures/ical/), served over real HTTP on 127.0.0.1
 * through the SSRF guard, with loopback allowed as in tests and local development (SOURCES_ALLOW_LOOPBACK).
 */

const FIXTURES = path.join(import.meta.dirname, "..", "..", "tests", "fixtures", "ical");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

/** Wednesday 18 March 2026, 08:00 in London (GMT), 04:00 in New York (EDT since 8 March): the zones differ by 4 hours. */
const WEDNESDAY = new Date("2026-03-18T08:00:00Z");
const LONDON = "Europe/London";

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const name = request.url!.slice(1);
    if (name === "huge.ics") {
      // A real calendar of about 3 MB: thousands of events, every one valid.
      const event = (index: number) =>
        `BEGIN:VEVENT\r\nUID:${index}@huge.test\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260318T090000Z\r\nSUMMARY:Event number ${index} ${"x".repeat(100)}\r\nEND:VEVENT\r\n`;
      response.writeHead(200, { "content-type": "text/calendar" });
      response.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n");
      for (let index = 0; index < 20_000; index++) response.write(event(index));
      return response.end("END:VCALENDAR\r\n");
    }
    if (name === "forbidden.ics") return response.writeHead(403).end();
    if (name === "gone.ics") return response.writeHead(404).end();
    if (name === "down.ics") return response.writeHead(503).end();
    if (name === "slow.ics") return; // never answers
    if (name === "webcal-redirect") return response.writeHead(302, { location: "/weekly.ics" }).end();
    try {
      const body = fixture(name);
      response.writeHead(200, { "content-type": name.endsWith(".html") ? "text/html" : "text/calendar; charset=utf-8" }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  vi.stubEnv("SOURCES_ALLOW_LOOPBACK", "true");
  return () => vi.unstubAllEnvs();
});

function context(now = WEDNESDAY, timeZone = LONDON, signal = AbortSignal.timeout(10_000)): SourceContext {
  return { now, timeZone, signal };
}

const read = (name: string, ctx = context()) => icalAdapter.read({ address: "" }, `${origin}/${name}`, ctx);
const texts = async (name: string, ctx = context()) => (await read(name, ctx)).map((task) => task.text);

describe("a weekly event with an EXDATE and overridden instances", () => {
  it("shows today's occurrence as it was moved, one brought forward from a later week, and nothing cancelled", async () => {
    expect(await texts("weekly.ics")).toEqual(["10:15 Team standup (moved)", "16:00 Design review (brought forward)"]);
  });

  it("shows the plain occurrences on another Wednesday, and leaves out the one an EXDATE removes", async () => {
    expect(await texts("weekly.ics", context(new Date("2026-03-25T08:00:00Z")))).toEqual(["09:30 Team standup", "18:00 Yoga"]);
    expect(await texts("weekly.ics", context(new Date("2026-03-11T08:00:00Z")))).toEqual(["18:00 Yoga"]);
  });

  it("keeps the time on the wall clock across the change to summer time", async () => {
    // 1 April 2026 is after the clocks went forward in London: 09:30 BST is 08:30 UTC.
    expect(await texts("weekly.ics", context(new Date("2026-04-01T06:00:00Z")))).toEqual(["09:30 Team standup", "18:00 Yoga"]);
  });

  it("leaves out the Tuesday whose occurrence was moved away", async () => {
    expect(await texts("weekly.ics", context(new Date("2026-03-24T08:00:00Z")))).toEqual(["14:00 Design review"]);
    expect(await texts("weekly.ics", context(new Date("2026-03-31T08:00:00Z")))).toEqual([]);
  });
});

describe("all-day events", () => {
  it("are listed without a time: a one-day event, a multi-day one and a fortnightly one", async () => {
    expect(await texts("all-day.ics")).toEqual(["Mum's birthday", "Design conference", "Put the bins out"]);
  });

  it("follow the member's day: in Tokyo it is already Thursday", async () => {
    const thursdayInTokyo = context(new Date("2026-03-18T20:00:00Z"), "Asia/Tokyo");
    expect(await texts("all-day.ics", thursdayInTokyo)).toEqual(["Design conference"]);
  });
});

describe("a feed in another time zone", () => {
  it("shows New York's events at London's times, by VTIMEZONE, an Outlook zone name, the zone database or the member's clock", async () => {
    expect(await texts("new-york.ics")).toEqual([
      "02:00 Late call with New York",
      "09:00 Call with Boston",
      "09:00 Chicago check-in",
      "12:45 Take the pills",
      "15:00 Weekly sync from Outlook",
    ]);
  });

  it("shows the same feed at New York's times to a member in New York, with New York's today", async () => {
    expect(await texts("new-york.ics", context(WEDNESDAY, "America/New_York"))).toEqual([
      "05:00 Call with Boston",
      "05:00 Chicago check-in",
      "11:00 Weekly sync from Outlook",
      "12:45 Take the pills",
      "21:00 New York evening",
    ]);
  });
});

describe("to-dos", () => {
  it("lists the open ones due today, overdue or undated, by when they are due; overdue and priority 1–4 are urgent", async () => {
    expect(await read("todos.ics")).toEqual([
      { text: "Pay the gas bill", urgent: true },
      { text: "Ring the dentist", urgent: false },
      { text: "17:00 Submit the report", urgent: false },
      { text: "Call the plumber", urgent: true },
      { text: "Buy stamps", urgent: false },
    ]);
  });
});

describe("events across midnight", () => {
  it("shows the end of one begun yesterday, one that starts tonight, and one that lasts all day as all-day", async () => {
    expect(await texts("midnight.ics")).toEqual(["Music festival", "–06:00 Night shift", "23:00 Party at Jo's"]);
  });
});

describe("the order of a whole feed", () => {
  it("puts all-day events first, then timed events by start, then to-dos", () => {
    const events = fixture("midnight.ics").replace(/END:VCALENDAR\s*$/, "");
    const todos = fixture("todos.ics").replace(/^[\s\S]*?(?=BEGIN:VTODO)/, "");
    const allDay = fixture("all-day.ics").match(/BEGIN:VEVENT[\s\S]*?END:VEVENT\r\n/)![0];
    const tasks = tasksForToday(events + allDay + todos, WEDNESDAY, LONDON).map((task) => task.text);
    expect(tasks).toEqual([
      "Music festival",
      "Mum's birthday",
      "–06:00 Night shift",
      "23:00 Party at Jo's",
      "Pay the gas bill",
      "Ring the dentist",
      "17:00 Submit the report",
      "Call the plumber",
      "Buy stamps",
    ]);
  });
});

describe("feeds that can't be read", () => {
  it("says a web page is not a calendar", async () => {
    const error = await sourceFailure(read("not-a-calendar.html"));
    expect(error).toMatchObject({ failure: "invalid", message: expect.stringMatching(/web page, not a calendar/) });
  });

  it("refuses a feed past the size cap", async () => {
    const error = await sourceFailure(read("huge.ics"));
    expect(error).toMatchObject({ failure: "invalid", message: expect.stringMatching(/more than 2 MB/) });
  });

  it("says what a refusal, a missing calendar and a server error mean", async () => {
    expect((await sourceFailure(read("forbidden.ics"))).failure).toBe("unauthorized");
    expect((await sourceFailure(read("gone.ics"))).failure).toBe("invalid");
    expect((await sourceFailure(read("down.ics"))).failure).toBe("unreachable");
  });

  it("gives up when the time allowed for the read is up", async () => {
    const error = await sourceFailure(read("slow.ics", context(WEDNESDAY, LONDON, AbortSignal.timeout(300))));
    expect(error.failure).toBe("unreachable");
  });

  it("refuses this machine's address when loopback is not allowed", async () => {
    vi.stubEnv("SOURCES_ALLOW_LOOPBACK", "false");
    expect((await sourceFailure(read("weekly.ics"))).message).toMatch(/private or local network address/);
  });

  it("leaves out a rule that repeats too often to reach today, and reads the rest", () => {
    const started = Date.now();
    const feed = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "UID:flood@wallminder.test",
      "DTSTART:20000101T000000Z",
      "RRULE:FREQ=MINUTELY",
      "SUMMARY:Every minute since 2000",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:daily@wallminder.test",
      "DTSTART;TZID=Europe/London:20100104T073000",
      "RRULE:FREQ=DAILY",
      "SUMMARY:Walk the dog",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    // The daily event since 2010 is found by skipping ahead to today, not by walking 5,900 days.
    expect(tasksForToday(feed, WEDNESDAY, LONDON)).toEqual([{ text: "07:30 Walk the dog", urgent: false }]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("connecting a feed", () => {
  it("keeps the whole address as the secret and shows it back without its secret parts", () => {
    const typed = "webcal://calendar.example.com/calendar/ical/ann%40example.com/private-0123456789abcdef/basic.ics";
    expect(connectIcalFeed(typed)).toEqual({
      settings: { address: "https://calendar.example.com/calendar/ical/ann%…/priv…/basic.ics" },
      secret: "https://calendar.example.com/calendar/ical/ann%40example.com/private-0123456789abcdef/basic.ics",
    });
  });

  it("follows a redirect to the feed", async () => {
    expect(await texts("webcal-redirect")).toEqual(["10:15 Team standup (moved)", "16:00 Design review (brought forward)"]);
  });
});
