/**
 * A key pressed or a click made just after an island changed reaches what the change set up, as it does under React.
 *
 * Preact runs a render's effects after the next frame (or 35 ms in a tab that draws none); React runs the effects of a
 * render that a person's input caused (a key, a click) before that input's task ends. The components written for React
 * rely on it: Radix's menus listen for Escape and move focus into the menu in effects, so under Preact a key pressed in
 * the frame after the account menu opened went to the button behind it and was lost (Escape left the menu open, the
 * second ArrowDown did not move). Here, as in React, the effects of a render made during a person's input run as soon as
 * it is drawn into the page, before the next input; and any effects still waiting run before an input is handled.
 * Other renders (hydration, answers from the network) keep Preact's wait for the next frame.
 */
import { options } from "preact";

/** What a person does one press at a time: what it changes must be in place before the next one (React's discrete events). */
const PERSON_INPUT = [
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "input",
  "change",
  "compositionend",
  "pointerdown",
  "pointerup",
  "pointercancel",
  "mousedown",
  "mouseup",
  "click",
  "auxclick",
  "dblclick",
  "contextmenu",
  "touchstart",
  "touchend",
  "touchcancel",
  "focusin",
  "focusout",
  "submit",
  "reset",
  "copy",
  "cut",
  "paste",
] as const;

/** Preact's wait for a frame in a tab that draws none (preact/hooks, RAF_TIMEOUT). */
const NO_FRAME_MS = 35;

/** Preact's function that runs every effect waiting; it hands it over each time the first one starts to wait. */
let waitingEffects: (() => void) | null = null;
/** True from the moment an input reaches the page until the task after it. */
let duringInput = false;
/** True while effects run: one that moves focus sends focusin at once, which must not run the others inside it. */
let running = false;

function runWaitingEffects() {
  // Left waiting, they run when their own turn comes (the microtask or the frame asked for them).
  if (running) return;
  const run = waitingEffects;
  waitingEffects = null;
  running = true;
  try {
    run?.();
  } finally {
    running = false;
  }
}

options.requestAnimationFrame = (runEffects) => {
  waitingEffects = runEffects;
  if (duringInput) {
    // After the render that asked, within the input's task: the next key finds the menu's listeners and focus in place.
    queueMicrotask(runWaitingEffects);
    return;
  }
  const noFrame = setTimeout(runWaitingEffects, NO_FRAME_MS);
  requestAnimationFrame(() => {
    clearTimeout(noFrame);
    setTimeout(runWaitingEffects);
  });
};

for (const type of PERSON_INPUT) {
  window.addEventListener(
    type,
    () => {
      runWaitingEffects();
      duringInput = true;
      setTimeout(() => (duringInput = false));
    },
    { capture: true },
  );
}
