import { describe, expect, it } from "vitest";
import { creatorReducer, initialCreatorState, type CreatorState } from "./use-creator";

const ready: CreatorState = {
  ...initialCreatorState,
  text: "Buy milk",
  status: "ready",
  tasks: [{ text: "Buy milk", isPriority: false, emoji: null }],
  image: new Blob(["png"], { type: "image/png" }),
  imageUrl: "blob:preview",
  serverError: "Too many requests. Please wait a moment and try again.",
  fallback: true,
  offline: true,
};

describe("creatorReducer", () => {
  it("clears the preview, the task list and every message when the text changes", () => {
    const next = creatorReducer(ready, { type: "edit", text: "Buy eggs" });
    expect(next).toMatchObject({
      text: "Buy eggs",
      status: "idle",
      tasks: [],
      image: null,
      imageUrl: null,
      serverError: null,
      fallback: false,
      offline: false,
      frameError: null,
    });
  });

  it("clears them when the mode changes, and keeps them when the same mode is picked again", () => {
    expect(creatorReducer(ready, { type: "mode", mode: "emoji" })).toMatchObject({ mode: "emoji", image: null, tasks: [] });
    expect(creatorReducer(ready, { type: "mode", mode: "plain" })).toBe(ready);
  });

  it("starts a preview from a clean slate and ends ready or in error", () => {
    const started = creatorReducer(ready, { type: "start" });
    expect(started).toMatchObject({ status: "generating", image: null, serverError: null });
    const failed = creatorReducer(started, { type: "failed", message: "Failed to generate preview. Please try again." });
    expect(failed).toMatchObject({ status: "error", frameError: "Failed to generate preview. Please try again." });
  });
});
