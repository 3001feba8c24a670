import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import type { ComponentType } from "react";
import type { Locale } from "@/i18n/routing";
import { type Messages, pickMessages } from "@/lib/i18n/messages";
import type { IslandName } from "@/islands/registry";

/**
 * A client component that hydrates by itself where the page is served as static HTML (lib/http/island-pages.ts):
 * its element names it (`name`, in islands/registry.ts) and carries its props and texts, and islands/main.tsx
 * hydrates it as a root of its own: at once, or (`hydrate="visible"`) once it comes near the screen. Where Next
 * renders the page (a client navigation, `next dev`), it is the component in a `display: contents` box, with its
 * texts (`messages`, as PageMessages sends them).
 */
export async function Island<P extends object>({
  name,
  component: Component,
  props,
  messages = [],
  hydrate = "load",
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  messages?: readonly (keyof Messages)[];
  hydrate?: "load" | "visible";
}) {
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
