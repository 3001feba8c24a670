import { describe, expect, it } from "vitest";
import { callbackProblem, spentLinkRedirect } from "./callback";

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

describe("spentLinkRedirect", () => {
  it("sends a used or expired email link to the sign-in page, keeping where the person was going", () => {
    expect(spentLinkRedirect("INVALID_TOKEN", "/zh/history")).toBe("/login?link=spent&next=%2Fzh%2Fhistory");
    expect(spentLinkRedirect("EXPIRED_TOKEN", undefined)).toBe("/login?link=spent&next=%2F");
    expect(spentLinkRedirect("INVALID_TOKEN", "https://evil.example/")).toBe("/login?link=spent&next=%2F");
  });

  it("leaves every other failure, and a success, to the return page", () => {
    for (const error of ["invalid_code", "state_mismatch", "failed_to_create_session", undefined, ["INVALID_TOKEN", "x"]]) {
      expect(spentLinkRedirect(error, "/")).toBeNull();
    }
  });
});
