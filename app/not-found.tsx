import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { Document } from "@/components/chrome/document";
import LocaleNotFound, { generateMetadata as localeMetadata } from "./[locale]/not-found";

export async function generateMetadata(): Promise<Metadata> {
  setRequestLocale("en");
  return localeMetadata();
}

/** An address outside every language (Next's own fallback page): the English "not found" page. */
export default function NotFound() {
  setRequestLocale("en");
  return (
    <Document locale="en">
      <LocaleNotFound />
    </Document>
  );
}
