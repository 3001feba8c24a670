import { describe, expect, it } from "vitest";
import { callbackProblem, shownErrorCode, spentLinkRedirect } from "./callback";

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

describe("shownErrorCode", () => {
  it("names a code the page does not know, and nothing that reads as words someone wrote into the address", () => {
    expect(shownErrorCode("mystery_error")).toBe("mystery_error");
    expect(shownErrorCode("UNKNOWN.ERROR-2")).toBe("UNKNOWN.ERROR-2");
    for (const words of ["Your account is locked, call 0800 000 000", "<b>x</b>", "x".repeat(65), "", "账户已锁定"]) {
      expect(shownErrorCode(words), words).toBeNull();
    }
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
