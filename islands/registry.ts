/**
 * The client components that a page served as static HTML hydrates on its own (decision record 006, 2026-11-26):
 * the name the server writes on the island's element (components/island.tsx), and the code the browser loads for it
 * (islands/main.tsx). Each is loaded in a chunk of its own, when its element is on the page.
 */
import type { ComponentType } from "react";

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
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islands;
