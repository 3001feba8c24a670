import { describe, expect, it } from "vitest";
import { forgetSignInEmail, recallSignInEmail, rememberSignInEmail } from "./sign-in-email";
import { memoryStore as memory } from "@/tests/helpers/storage";

describe("the address a sign-in link was asked for", () => {
  it("is kept until the sign-in completes", () => {
    const store = memory();
    expect(recallSignInEmail(store)).toBe("");
    rememberSignInEmail("ada@example.test", store);
    expect(recallSignInEmail(store)).toBe("ada@example.test");
    forgetSignInEmail(store);
    expect(recallSignInEmail(store)).toBe("");
  });

  it("is simply not kept where storage is refused", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => rememberSignInEmail("ada@example.test", refusing)).not.toThrow();
    expect(recallSignInEmail(refusing)).toBe("");
    expect(() => forgetSignInEmail(refusing)).not.toThrow();
    expect(recallSignInEmail(null)).toBe("");
  });
});
