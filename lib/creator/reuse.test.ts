import { describe, expect, it } from "vitest";
import { MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import { handOverTasks, reuseAddress, takeHandedOverTasks, takeReusedTasks } from "./reuse";
import { memoryStore as memory } from "@/tests/helpers/storage";

describe("handing a saved list over to the creator", () => {
  it("gives the text and the mode once, then nothing is left", () => {
    const store = memory();
    handOverTasks({ text: "Pay rent today\nCall the dentist", mode: "emoji" }, store);
    expect(takeHandedOverTasks(store)).toEqual({ text: "Pay rent today\nCall the dentist", mode: "emoji" });
    expect(store.items.size).toBe(0);
    expect(takeHandedOverTasks(store)).toBeNull();
  });

  it("drops what it cannot use, and keeps the text within the creator's limit", () => {
    const store = memory();
    store.setItem("wallminder:reuse", "not json");
    expect(takeHandedOverTasks(store)).toBeNull();
    expect(store.items.size).toBe(0);
    store.setItem("wallminder:reuse", JSON.stringify({ text: "x".repeat(MAX_TEXT_LENGTH + 10), mode: "fancy" }));
    expect(takeHandedOverTasks(store)).toEqual({ text: "x".repeat(MAX_TEXT_LENGTH), mode: "plain" });
    expect(takeHandedOverTasks(null)).toBeNull();
  });
});

describe("taking the list as the creator starts", () => {
  /** An address and a history that records what the address became. */
  const tab = (href: string) => {
    const replaced: string[] = [];
    return {
      location: { href },
      history: { replaceState: (_: unknown, __: string, url?: string | URL | null) => void replaced.push(String(url)) },
      replaced,
    };
  };

  it("in a tab of its own, reads the wallpaper the address names, then the address forgets it", async () => {
    const { location, history, replaced } = tab("https://wallminder.example/zh?reuse=abc-123#create-wallpaper");
    const asked: string[] = [];
    const load = async (id: string) => (asked.push(id), { id, text: "Water the plants", mode: "emoji", tasks: [] });
    expect(await takeReusedTasks({ location, history, store: memory(), load })).toEqual({ text: "Water the plants", mode: "emoji" });
    expect(asked).toEqual(["abc-123"]);
    expect(replaced).toEqual(["/zh#create-wallpaper"]);
  });

  it("after a click in the same tab, takes what was handed over and asks the history nothing", async () => {
    const store = memory();
    handOverTasks({ text: "Pay rent today", mode: "smart" }, store);
    const { location, history, replaced } = tab(`https://wallminder.example${reuseAddress("abc-123")}`);
    const load = () => Promise.reject(new Error("not asked"));
    expect(await takeReusedTasks({ location, history, store, load })).toEqual({ text: "Pay rent today", mode: "smart" });
    expect(replaced).toEqual(["/#create-wallpaper"]);
    expect(store.items.size).toBe(0);
  });

  it("has nothing without either, and passes on a history that cannot answer", async () => {
    const plain = tab("https://wallminder.example/#create-wallpaper");
    expect(await takeReusedTasks({ ...plain, store: memory(), load: () => Promise.reject(new Error("not asked")) })).toBeNull();
    expect(plain.replaced).toEqual([]);
    const named = tab("https://wallminder.example/?reuse=gone&utm=x");
    await expect(takeReusedTasks({ ...named, store: memory(), load: () => Promise.reject(new Error("404")) })).rejects.toThrow("404");
    expect(named.replaced).toEqual(["/?utm=x"]);
    expect(await takeReusedTasks({ ...tab("https://wallminder.example/?reuse=x"), store: memory(), load: async () => ({ text: "" }) })).toBeNull();
  });
});
