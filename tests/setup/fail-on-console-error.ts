import { afterEach, beforeEach, expect, vi } from "vitest";

// An unexpected console.error is a bug: fail the test that caused it.
// A test that expects one replaces the spy itself: vi.spyOn(console, "error").mockImplementation(() => {}).
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  const unexpected = calls;
  vi.restoreAllMocks();
  expect(unexpected, "unexpected console.error").toEqual([]);
});
