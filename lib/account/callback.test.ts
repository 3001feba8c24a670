import { describe, expect, it } from "vitest";
import { callbackProblem } from "./callback";

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
