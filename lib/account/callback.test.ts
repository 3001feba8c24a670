import { describe, expect, it } from "vitest";
import { callbackProblem } from "./callback";
import { safeNext } from "./client";

describe("callbackProblem", () => {
  it("sorts Better Auth's error codes into the messages the page shows", () => {
    expect(callbackProblem("INVALID_TOKEN")).toBe("invalidToken");
    expect(callbackProblem("EXPIRED_TOKEN")).toBe("invalidToken");
    expect(callbackProblem("state_mismatch")).toBe("interrupted");
    expect(callbackProblem("access_denied")).toBe("interrupted");
    expect(callbackProblem("failed_to_create_session")).toBe("incomplete");
    expect(callbackProblem("something_new")).toBe("other");
  });
});

describe("safeNext", () => {
  it("keeps paths on this site and sends anything else home", () => {
    expect(safeNext("/history?x=1")).toBe("/history?x=1");
    expect(safeNext("//evil.example/")).toBe("/");
    expect(safeNext("/\\evil.example")).toBe("/");
    expect(safeNext("https://evil.example")).toBe("/");
    expect(safeNext(undefined)).toBe("/");
  });
});
