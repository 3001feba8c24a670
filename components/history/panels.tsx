"use client";

import { CircleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { clsx } from "clsx";

/** The history's loading state: a large spinner and what is loading, announced. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-20 text-slate-600">
      <Spinner size="large" className="text-brand-600" />
      <p>{label}</p>
    </div>
  );
}

/**
 * The history's load failure: the message, announced, and Try Again (a reload). `as="h1"` where the message is the
 * page's only heading.
 */
export function LoadFailedPanel({
  message,
  retry,
  as: Tag = "p",
  className,
}: {
  message: string;
  retry: string;
  as?: "p" | "h1";
  className?: string;
}) {
  return (
    <div className={clsx("mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center", className)}>
      <Icon icon={CircleAlert} className="mx-auto size-8 text-red-600" />
      <Tag role="alert" className="mt-3 font-medium text-red-800">
        {message}
      </Tag>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-5 rounded-lg bg-red-600 px-5 py-2.5 font-semibold text-white hover:bg-red-700"
      >
        {retry}
      </button>
    </div>
  );
}
