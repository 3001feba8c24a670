/**
 * The script of a page served as static HTML (lib/islands/static-page.ts): it hydrates each island the server marked
 * (components/islands/island.tsx) as a root of its own, with the page's language, the island's texts and the page-wide
 * account check around it. Preact stands in for React here (scripts/build-islands.mjs): the islands need hooks and
 * hydration, not React's 60 KB. An island marked `visible` (the creator, below the fold on a phone) waits until it
 * comes within 200 px of view, so a visitor who only reads the top of the page never pays for it. A click on an
 * island before then is held and made again once it has hydrated (./early-input.ts). Effects that a person's key or
 * click caused run before the next one, as under React (./effects-before-input.ts).
 */
// First: it sets how Preact schedules effects before anything renders.
import "./effects-before-input";
import { NextIntlClientProvider } from "next-intl";
import { hydrateRoot } from "react-dom/client";
import { AccountProvider } from "@/components/account/account-provider";
import { afterRender, HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "./hydrated";
import { type IslandName, islands } from "@/components/islands/registry";

async function hydrate(element: HTMLElement) {
  const load = islands[element.dataset.island as IslandName] as (() => Promise<React.ComponentType<object>>) | undefined;
  if (!load) return;
  const Component = await load();
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const messages = element.dataset.messages ? (JSON.parse(element.dataset.messages) as Record<string, never>) : {};
  const typed = typedFields(element);
  hydrateRoot(
    element,
    // The bundle's next-intl (islands/shims/next-intl.tsx): the page's language, the phone's time zone.
    <NextIntlClientProvider messages={messages}>
      <AccountProvider>
        <Component {...props} />
      </AccountProvider>
    </NextIntlClientProvider>,
  );
  // Hydration puts the fields back as the island renders them; what was typed before is typed again, as input.
  for (const [field, value] of typed) {
    if (field.value === value) continue;
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  // The clicks held while it was HTML (./early-input.ts) come after its first render, once what was typed has
  // reached its state.
  await afterRender();
  element.setAttribute(HYDRATED_ATTRIBUTE, "");
  element.dispatchEvent(new Event(HYDRATED_EVENT, { bubbles: true }));
}

/** The text fields in `element` that a person typed in before its code ran, and what they typed. */
function typedFields(element: HTMLElement): [HTMLInputElement | HTMLTextAreaElement, string][] {
  const fields = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("textarea, input:not([type]), input[type=text]");
  return [...fields].filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]);
}

const nearView = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearView.unobserve(entry.target);
      void hydrate(entry.target.parentElement!);
    }
  },
  { rootMargin: "200px 0px" },
);

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  // The island's box is `display: contents`, which has no box to watch: its first element stands for it.
  const box = element.dataset.hydrate === "visible" ? element.firstElementChild : null;
  if (box) nearView.observe(box);
  else void hydrate(element);
}
