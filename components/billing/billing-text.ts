import { useFormatter, useTranslations } from "next-intl";
import type { Problem } from "@/lib/billing/problems";

/** The words for a payment problem: the screen's own message, or the server's. */
export function useProblemText(namespace: "billing" | "paymentResult") {
  const t = useTranslations(namespace);
  return (problem: Problem<string>) =>
    "serverMessage" in problem ? problem.serverMessage : t(`errors.${problem.key}`, { detail: problem.detail ?? "" });
}

/**
 * A renewal or end date. Written in UTC on the server and in the browser alike, so the page the
 * server sends and the one React takes over never disagree.
 */
export function useBillingDate() {
  const format = useFormatter();
  return (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long", timeZone: "UTC" });
}
