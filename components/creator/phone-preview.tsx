"use client";

import { TriangleAlert } from "lucide";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import type { Task } from "@/lib/tasks/types";
import type { CreatorState } from "./use-creator";

/**
 * The phone-shaped preview. It shows, first match wins: an error under a warning sign; a spinner
 * with the mode's caption; the image; the task list drawn in the frame; the empty placeholder.
 */
export function PhonePreview({ state, onImageError, ref }: { state: CreatorState; onImageError: () => void; ref?: Ref<HTMLElement> }) {
  const t = useTranslations("creator");
  const loading = state.status === "generating";
  const showImage = !!state.imageUrl && !state.imageFailed;
  return (
    <figure
      ref={ref}
      aria-label={t("previewBadge")}
      aria-busy={loading}
      className="relative mx-auto aspect-[0.462] max-h-[606px] min-h-[480px] w-full max-w-[280px] overflow-hidden rounded-[2.75rem] border-[10px] border-slate-900 bg-white shadow-2xl shadow-slate-900/20"
    >
      <div aria-hidden="true" className="absolute top-2 left-1/2 z-10 h-5 w-20 -translate-x-1/2 rounded-full bg-slate-900" />
      <div role="status" aria-live="polite" className="absolute inset-0 flex flex-col items-center justify-center text-center">
        {state.frameError ? (
          <div className="flex flex-col items-center gap-3 px-6 text-red-700">
            <Icon icon={TriangleAlert} className="size-8" />
            <p role="alert" className="text-sm font-medium">
              {state.frameError}
            </p>
          </div>
        ) : loading ? (
          <div className="flex flex-col items-center gap-3 text-slate-600">
            <Spinner size="large" className="text-brand-600" />
            <p className="text-sm font-medium">{t(`loading.${state.mode}`)}</p>
          </div>
        ) : showImage ? (
          // A blob URL of the canvas PNG: next/image has nothing to optimise here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={state.imageUrl!}
            alt={t("previewAlt", { tasks: state.tasks.map((task) => task.text).join(", ") })}
            className="h-full w-full object-cover"
            onError={() => {
              console.error("Image loading error:", state.imageUrl);
              onImageError();
            }}
          />
        ) : state.tasks.length > 0 ? (
          <TaskListPreview tasks={state.tasks} label={t("previewListLabel")} />
        ) : (
          <p className="px-8 text-sm text-slate-500">{t("previewEmpty")}</p>
        )}
      </div>
      {!showImage && !loading && (
        <span className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-slate-900/80 px-3 py-1 text-xs font-semibold text-white">
          {t("previewBadge")}
        </span>
      )}
    </figure>
  );
}

function TaskListPreview({ tasks, label }: { tasks: readonly Task[]; label: string }) {
  return (
    <ul aria-label={label} className="max-h-full space-y-2 overflow-hidden px-5 pt-[36%] text-[13px] leading-snug text-slate-900">
      {tasks.map((task, index) => (
        <li key={index} className={task.isPriority ? "font-bold" : "font-normal"}>
          {task.isPriority && "* "}
          {task.text}
          {task.emoji && ` ${task.emoji}`}
        </li>
      ))}
    </ul>
  );
}
