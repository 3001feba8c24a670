import { clsx } from "clsx";
import type { ComponentPropsWithoutRef } from "react";

const SIZES = {
  /** The home page's sections. */
  large: "text-3xl",
  /** The sections of the other pages: FAQ, blog, about, support, the live guide, related articles. */
  medium: "text-2xl",
  /** The numbered sections of a legal page. */
  small: "text-xl",
} as const;

/**
 * The heading of a page's section: bold, tight, dark. `className` adds placement (centred, a margin, an icon's row),
 * never another size or colour; on a dark band, `onDark` leaves the colour to the section.
 */
export function SectionHeading({
  size = "medium",
  onDark = false,
  className,
  ...props
}: { size?: keyof typeof SIZES; onDark?: boolean } & ComponentPropsWithoutRef<"h2">) {
  return <h2 className={clsx(SIZES[size], "font-bold tracking-tight", !onDark && "text-slate-900", className)} {...props} />;
}
