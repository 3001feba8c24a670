import { describe, expect, it } from "vitest";
import { hashLiveToken, liveAddress, newLiveToken, TOKEN_LENGTH, tokenHint } from "./token";

describe("live wallpaper tokens", () => {
  it("are 43 base64url characters, 256 bits, never the same twice", () => {
    const tokens = Array.from({ length: 1000 }, newLiveToken);
    for (const token of tokens) expect(token).toMatch(new RegExp(`^[A-Za-z0-9_-]{${TOKEN_LENGTH}}$`));
    expect(new Set(tokens).size).toBe(1000);
    expect(Buffer.from(tokens[0]!, "base64url")).toHaveLength(32);
  });

  it("are kept as their SHA-256, which does not contain them", () => {
    const token = newLiveToken();
    const hash = hashLiveToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashLiveToken(token));
    expect(hash).not.toBe(hashLiveToken(`${token.slice(0, -1)}x`));
    expect(hash).not.toContain(token.slice(0, 8));
  });

  it("show only their last four characters as a hint, and make an address under /api/live", () => {
    expect(tokenHint("abcdefgh")).toBe("efgh");
    expect(liveAddress("https://wallminder.app", "tok")).toBe("https://wallminder.app/api/live/tok");
  });
});
