import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { type Messages, pickMessages } from "@/lib/i18n/messages";
import { type IslandName, type IslandProps, islands } from "./registry";

/**
 * A client component that hydrates by itself where the page is served as static HTML (decision record 019): the
 * island `name` (./registry.ts), with its props and texts written on its element, which islands/main.tsx hydrates as a
 * root of its own: at once, or (`hydrate="visible"`) once it comes near the screen. Where Next renders the page (a
 * client navigation, `next dev`), it is the component in a `display: contents` box, with its texts (`messages`, as
 * PageMessages sends them).
 *
 * The component comes from the registry by its name, so the name on the element and the code that hydrates it can't
 * disagree; its props are typed by the registry, and only JSON values are admitted there.
 */
export async function Island<Name extends IslandName>({
  name,
  props,
  messages = [],
  hydrate = "load",
}: {
  name: Name;
  props: IslandProps<Name>;
  messages?: readonly (keyof Messages)[];
  hydrate?: "load" | "visible";
}) {
  const Component = (await islands[name]()) as React.ComponentType<object>;
  const texts = messages.length > 0 ? pickMessages(messages, (await getLocale()) as Locale) : undefined;
  const component = <Component {...props} />;
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-messages={texts && JSON.stringify(texts)}
      data-hydrate={hydrate === "visible" ? hydrate : undefined}
      className="contents"
    >
      {texts ? <NextIntlClientProvider messages={texts}>{component}</NextIntlClientProvider> : component}
    </div>
  );
}
