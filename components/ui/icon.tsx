import type { IconNode } from "lucide";
import { createElement, type SVGProps } from "react";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { icon: IconNode };

/**
 * A Lucide icon as plain SVG. It has no client code, so a server component sends the markup
 * itself rather than a client component to hydrate (lucide-react's icons are client components).
 * Decorative by default: pass aria-hidden={false} and a title or label to make one speak.
 */
export function Icon({ icon, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
