import { Link } from "@/i18n/navigation";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { clsx } from "clsx";
import { Spinner } from "./spinner";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:pointer-events-none aria-disabled:opacity-70";

const VARIANTS = {
  /** The brand call to action: create, send, next. */
  primary: "bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600",
  /** White with a border, beside a primary button or on its own for lesser actions; brand-tinted while pressed (a toggle). */
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800",
  /** The purple upgrade style of everything that leads to Pro. */
  pro: "rounded-xl bg-purple-600 text-white shadow-sm hover:bg-purple-700 focus-visible:outline-purple-600 disabled:opacity-80",
  /** Brand text in a light ring: the quieter second choice beside a primary button. */
  outline: "text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-brand-600",
  /** No background until hovered: menus, toolbars. */
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-brand-600",
  /** Deleting for good. */
  danger: "bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600",
} as const;

const SIZES = {
  sm: "px-3 py-2",
  md: "px-4 py-2.5",
  lg: "px-5 py-3",
  xl: "px-6 py-3.5 text-base",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button, for elements another library renders as buttons (Radix AlertDialog.Cancel and .Action). */
export function buttonClassName({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx(BASE, VARIANTS[variant], SIZES[size], className);
}

interface OwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows the spinner in place of `icon` and ignores clicks (aria-busy, aria-disabled), keeping focus where it is. */
  busy?: boolean;
  /** An icon before the label, replaced by the spinner while busy. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

type NativeButtonProps = OwnProps & Omit<ComponentPropsWithRef<"button">, keyof OwnProps> & { href?: undefined };
type LinkButtonProps = OwnProps &
  Omit<ComponentPropsWithRef<typeof Link>, keyof OwnProps | "href"> & {
    /** Renders a link styled as a button: next/link for the site's own pages, a plain <a> for absolute URLs and #anchors. */
    href: string;
    disabled?: boolean;
  };
export type ButtonProps = NativeButtonProps | LinkButtonProps;

/**
 * The one button. `<Button>` is a <button> (type "button" unless told); `<Button href>` a link that
 * looks like one. Both take `variant`, `size`, `icon`, `busy`, `disabled`, a ref and any other prop
 * of the element. `className` adds to the look (margins, width, a shadow) and never restyles it: both classes would
 * apply and the stylesheet's order, not the caller, would pick one. A look the variants lack is a new variant or size.
 */
export function Button({ variant = "primary", size = "md", busy = false, icon, className, children, ...props }: ButtonProps) {
  const classes = buttonClassName({ variant, size, className });
  const lead = busy ? <Spinner size="small" /> : icon;

  if (props.href !== undefined) {
    const { href, disabled, ref, ...rest } = props;
    // Link-only props (prefetch, replace, scroll) mean nothing on a plain <a>; callers of those use none.
    const anchorProps = rest as Omit<ComponentPropsWithRef<"a">, "ref">;
    if (disabled || busy) {
      // A disabled link is no link: no href, so it can be neither followed nor focused.
      return (
        <a {...anchorProps} ref={ref} onClick={undefined} role="link" aria-disabled="true" aria-busy={busy || undefined} className={classes}>
          {lead}
          {children}
        </a>
      );
    }
    if (/^(?:[a-z][a-z0-9+.-]*:|#)/i.test(href)) {
      return (
        <a {...anchorProps} ref={ref} href={href} className={classes}>
          {lead}
          {children}
        </a>
      );
    }
    return (
      <Link {...rest} ref={ref} href={href} className={classes}>
        {lead}
        {children}
      </Link>
    );
  }

  const { type = "button", disabled, onClick, ...rest } = props;
  // A busy button stays focusable (aria-disabled, its clicks and form submissions ignored): a disabled one would drop a
  // keyboard user's focus to the top of the page halfway through what they started.
  const waiting = busy && !disabled;
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-disabled={waiting || undefined}
      aria-busy={busy || undefined}
      onClick={waiting ? (event) => event.preventDefault() : onClick}
      className={classes}
    >
      {lead}
      {children}
    </button>
  );
}
