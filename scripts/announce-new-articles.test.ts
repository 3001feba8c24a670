import { describe, expect, it } from "vitest";
import { newArticlePaths } from "./announce-new-articles";

describe("newArticlePaths", () => {
  it("lists only the articles not announced before", () => {
    expect(newArticlePaths(["a", "b", "c"], ["/blog/a", "/blog/c"])).toEqual(["/blog/b"]);
    expect(newArticlePaths(["a"], ["/blog/a"])).toEqual([]);
  });
});
