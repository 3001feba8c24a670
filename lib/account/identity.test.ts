import { describe, expect, it } from "vitest";
import { avatarInitial, displayName } from "./identity";

describe("displayName", () => {
  it("prefers the full name, then the name, then the email before the @, then 'User'", () => {
    expect(displayName({ fullName: "Ada Lovelace", name: "Ada", email: "ada@example.test" })).toBe("Ada Lovelace");
    expect(displayName({ fullName: null, name: "Ada", email: "ada@example.test" })).toBe("Ada");
    expect(displayName({ name: "", email: "ada.l@example.test" })).toBe("ada.l");
    expect(displayName({ name: "   ", email: "@example.test" })).toBe("User");
    expect(displayName({})).toBe("User");
  });

  it("trims what it shows", () => {
    expect(displayName({ fullName: "  Grace Hopper " })).toBe("Grace Hopper");
  });
});

describe("avatarInitial", () => {
  it("is the first letter of the email in capitals, or U", () => {
    expect(avatarInitial("ada@example.test")).toBe("A");
    expect(avatarInitial("  zoë@example.test")).toBe("Z");
    expect(avatarInitial("")).toBe("U");
    expect(avatarInitial(null)).toBe("U");
  });
});
