/**
 * The client components that a page served as static HTML hydrates on its own (decision record 019): the name the
 * server writes on the island's element (./island.tsx), and the code the browser loads for it (islands/main.tsx).
 * Each is loaded in a chunk of its own, when its element is on the page. An island's props travel in the page's HTML
 * as JSON: a component whose props are anything else (a callback, a date, an element) is refused by the type check.
 */
import type { ReactElement } from "react";

export const islands = {
  "account-menu": () => import("@/components/account/account-menu").then((module) => module.AccountMenu),
  creator: () => import("@/components/creator/creator").then((module) => module.Creator),
  "flash-notice": () => import("@/components/chrome/flash-notice").then((module) => module.FlashNotice),
  "language-switch": () => import("@/components/chrome/language-switch").then((module) => module.LanguageSwitch),
  "live-address-panel": () => import("@/components/live/live-address-panel").then((module) => module.LiveAddressPanel),
  "open-from-hash": () => import("@/components/open-from-hash").then((module) => module.OpenFromHash),
  "procrastination-quiz": () => import("@/components/quiz/procrastination-quiz").then((module) => module.ProcrastinationQuiz),
  "service-worker": () => import("@/components/chrome/service-worker").then((module) => module.ServiceWorker),
  "upgrade-button": () => import("@/components/account/upgrade-button").then((module) => module.UpgradeButton),
};

export type IslandName = keyof typeof islands;

/** The props of the island `name`, as its component declares them (none: an empty object). */
export type IslandProps<Name extends IslandName> = PropsOf<Awaited<ReturnType<(typeof islands)[Name]>>>;
type PropsOf<Component> = Component extends (props: infer Props) => unknown ? (unknown extends Props ? Record<string, never> : Props) : never;

/** Whether every value `T` admits survives JSON: strings, numbers, booleans, null, and arrays and objects of them. */
export type IsJson<T> = T extends string | number | boolean | null | undefined
  ? true
  : T extends (...args: never[]) => unknown
    ? false
    : T extends readonly (infer Item)[]
      ? IsJson<Item>
      : T extends ReactElement | Date | RegExp | Iterable<unknown> | PromiseLike<unknown> | bigint | symbol
        ? false
        : T extends object
          ? false extends { [Key in keyof T]-?: IsJson<T[Key]> }[keyof T]
            ? false
            : true
          : false;

/** The islands whose props are not all JSON: `never` when there are none, their names when there are. */
type NotJson = { [Name in IslandName]: false extends IsJson<IslandProps<Name>> ? Name : never }[IslandName];

/** Fails the type check, naming the island, when an island's props can't travel in the page as JSON. */
export const everyIslandTakesJson: [NotJson] extends [never] ? true : { "these islands' props are not JSON": NotJson } = true;
