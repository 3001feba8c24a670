/**
 * No click is lost before an island's code runs, by one mechanism for every island. A click on one of its controls
 * while it is still the server's HTML is held (the browser does nothing with it: no form sent, no box ticked), and
 * made again on the same element once islands/main.tsx says the island has hydrated. Links are left alone (they work
 * without code), and so are text fields (what is typed is kept by islands/main.tsx). While they wait, the controls
 * show the busy cursor (app/globals.css, `html.islands-pending`).
 *
 * Built as a script of its own, with nothing to load (scripts/build-islands.mjs), and sent before the islands' script
 * (lib/islands/static-page.ts), so that it runs as soon as it arrives.
 */
import { afterRender, HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "./hydrated";

const CONTROLS =
  "button, summary, label, select, input[type=checkbox], input[type=radio], input[type=submit], input[type=button], [role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=menuitem]";

const held: { island: Element; control: HTMLElement }[] = [];

document.documentElement.classList.add("islands-pending");

document.addEventListener(
  "click",
  (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    const island = control?.closest("[data-island]");
    if (!control || !island || island.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ island, control });
  },
  true,
);

// One after another, each once the island has rendered the last: "Sort for Me" then "Generate" must draw sorted.
document.addEventListener(HYDRATED_EVENT, async (event) => {
  const island = event.target as Element;
  for (const entry of held.filter((entry) => entry.island === island)) {
    held.splice(held.indexOf(entry), 1);
    if (entry.control.isConnected) entry.control.click();
    await afterRender();
  }
});
