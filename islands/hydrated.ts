/** What islands/main.tsx tells islands/early-input.ts about an island: it has hydrated. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const HYDRATED_EVENT = "wallminder:island-hydrated";

/**
 * Once the browser has rendered what a change asked for (a frame, then a task), or after 100 ms in a tab that draws
 * no frames: a handler run before then still sees the state from before the change.
 */
export const afterRender = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100);
  });
