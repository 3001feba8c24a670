import { describe, expect, it } from "vitest";
import { cleanName, MagicLinkRequestSchema, UpdateUserRequestSchema } from "./profile";

describe("cleanName", () => {
  it.each([
    ["Ada Lovelace", "Ada Lovelace"],
    ["  Ada\u0000 Love\nlace\t", "Ada Love lace"],
    ["\u202eevil\u202c name", "evil name"],
    ["x".repeat(1_000_000), "x".repeat(100)],
    ["😀".repeat(150), "😀".repeat(100)],
  ])("cleans %j", (raw, clean) => expect(cleanName(raw)).toBe(clean));
});

describe("MagicLinkRequestSchema", () => {
  const ok = (body: unknown) => MagicLinkRequestSchema.safeParse(body).success;

  it("takes an ordinary sign-in request, extra fields included", () => {
    expect(ok({ email: "ada@example.test", callbackURL: "/auth/callback", rememberMe: true })).toBe(true);
    expect(ok({ email: "ada@example.test", name: "Ada" })).toBe(true);
  });

  it.each([
    ["a NUL in the address", { email: "ada\u0000@example.test" }],
    ["a 2,700-character local part", { email: `${"a".repeat(2700)}@example.test` }],
    ["no address", {}],
    ["not an address", { email: "ada" }],
    ["a NUL in the name", { email: "ada@example.test", name: "Ada\u0000" }],
    ["a 1 MB name", { email: "ada@example.test", name: "x".repeat(1_000_000) }],
    ["a megabyte callback", { email: "ada@example.test", callbackURL: `/${"x".repeat(1_000_000)}` }],
  ])("refuses %s", (_, body) => expect(ok(body)).toBe(false));
});

describe("UpdateUserRequestSchema", () => {
  it("bounds the name and the picture address", () => {
    expect(UpdateUserRequestSchema.safeParse({ name: "Ada" }).success).toBe(true);
    expect(UpdateUserRequestSchema.safeParse({ name: "Ada\u0000" }).success).toBe(false);
    expect(UpdateUserRequestSchema.safeParse({ image: "javascript:alert(1)" }).success).toBe(false);
    expect(UpdateUserRequestSchema.safeParse({ image: `https://x.test/${"a".repeat(3000)}` }).success).toBe(false);
  });
});
