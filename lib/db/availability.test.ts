import { afterEach, describe, expect, it, vi } from "vitest";
import { isConnectionFailure, isDatabaseDown, RECHECK_MS, reportDatabaseError, resetDatabaseAvailability } from "./availability";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("a connection failure", () => {
  it("is the server out of reach, refusing, shutting down or too slow to connect", () => {
    expect(isConnectionFailure(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isConnectionFailure(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isConnectionFailure(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isConnectionFailure(withCode("connection failure", "08006"))).toBe(true);
    expect(isConnectionFailure(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionFailure(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isConnectionFailure(new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]))).toBe(true);
  });

  it("is found inside the error Drizzle wraps around it", () => {
    const cause = withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    expect(isConnectionFailure(new Error('Failed query: select "id" from "user"', { cause }))).toBe(true);
  });

  it("is not a query the server refused", () => {
    expect(isConnectionFailure(withCode('duplicate key value violates unique constraint "user_email_key"', "23505"))).toBe(false);
    expect(isConnectionFailure(withCode('relation "nope" does not exist', "42P01"))).toBe(false);
    expect(isConnectionFailure(new Error("Failed query", { cause: withCode("invalid byte sequence", "22021") }))).toBe(false);
    expect(isConnectionFailure("ECONNREFUSED")).toBe(false);
  });
});

describe("the database's availability", () => {
  afterEach(() => {
    resetDatabaseAvailability();
    vi.useRealTimers();
  });

  it("goes down on a connection failure and up again at the first answer, asking every couple of seconds", async () => {
    vi.useFakeTimers();
    let answering = false;
    const probe = vi.fn(() => (answering ? Promise.resolve() : Promise.reject(new Error("connect ECONNREFUSED"))));
    reportDatabaseError(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"), probe);
    reportDatabaseError(new Error("Connection terminated unexpectedly"), probe);
    expect(isDatabaseDown()).toBe(true);
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(probe).toHaveBeenCalledTimes(3); // one probe for both reports
    expect(isDatabaseDown()).toBe(true);
    answering = true;
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(isDatabaseDown()).toBe(false);
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(probe).toHaveBeenCalledTimes(4); // no more asking once it answered
  });

  it("stays up when a query merely fails", () => {
    reportDatabaseError(withCode("duplicate key", "23505"), () => Promise.resolve());
    expect(isDatabaseDown()).toBe(false);
  });
});
