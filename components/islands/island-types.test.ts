/**
 * What the type check refuses of an island (`npm run typecheck`): each `expectTypeOf` holds and each `@ts-expect-error` line is an
 * error, or the check fails.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Island } from "./island";
import type { IslandName, IsJson } from "./registry";

const islandArgs = <Name extends IslandName>(args: Parameters<typeof Island<Name>>[0]) => args;

describe("an island's props", () => {
  it("are JSON values: a callback, a date or an element is refused by the type check", () => {
    expectTypeOf<IsJson<{ label: string; count?: number; tags: string[]; nested: { on: boolean | null } }>>().toEqualTypeOf<true>();
    expectTypeOf<IsJson<{ onDone: () => void }>>().toEqualTypeOf<false>();
    expectTypeOf<IsJson<{ when: Date }>>().toEqualTypeOf<false>();
    expectTypeOf<IsJson<{ children: React.ReactNode }>>().toEqualTypeOf<false>();
  });

  it("are the registered component's own, named by the island", () => {
    expect(islandArgs({ name: "language-switch", props: { label: "Language", short: true } }).name).toBe("language-switch");
    // @ts-expect-error the name is one of the registry's
    islandArgs({ name: "counter", props: {} });
    // @ts-expect-error the props are the named component's: the creator takes none
    islandArgs({ name: "creator", props: { label: "Language" } });
    // @ts-expect-error and a required one can't be left out
    islandArgs({ name: "language-switch", props: { short: true } });
  });
});
