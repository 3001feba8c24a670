"use client";

import { Camera, Flashlight, TriangleAlert } from "lucide";
import { useFormatter, useTranslations } from "next-intl";
import type { Ref } from "react";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import type { Task } from "@/lib/tasks/types";
import { bandFor, resolveTheme } from "@/lib/wallpaper/choices";
import type { CreatorState } from "./use-creator";
import type { Look } from "./use-look";

/**
 * The phone-shaped preview, in the chosen phone's shape. It shows, first match wins: an error under a warning sign; a
 * spinner with the mode's caption; the image (with the lock screen's clock and buttons over it, unless turned off);
 * the task list drawn in the frame; the empty placeholder.
 */
export function PhonePreview({
  state,
  look,
  onImageError,
  ref,
}: {
  state: CreatorState;
  look: Look;
  onImageError: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const t = useTranslations("creator");
  const loading = state.status === "generating";
  const showImage = !!state.imageUrl && !state.imageFailed;
  // The frame is 280 px wide at most and never taller than 606 px: a tall phone narrows it, a wide custom size lowers it.
  // A set width, not just a cap: on a desktop the frame sits in a column sized by its content.
  const width = Math.min(280, (606 * look.width) / look.height);
  return (
    <figure
      ref={ref}
      aria-label={t("previewBadge")}
      aria-busy={loading}
      style={{ aspectRatio: `${look.width} / ${look.height}`, width, maxWidth: "100%" }}
      className="@container relative mx-auto overflow-hidden rounded-[2.75rem] border-[10px] border-slate-900 bg-white shadow-2xl shadow-slate-900/20"
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
          <>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={state.imageUrl!}
              alt={t("previewAlt", { tasks: state.tasks.map((task) => task.text).join(", ") })}
              className="h-full w-full object-cover"
              onError={() => {
                console.error("Image loading error:", state.imageUrl);
                onImageError();
              }}
            />
            {look.overlay && <LockScreenOverlay look={look} />}
          </>
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

/**
 * Where the lock screen's own things sit over the wallpaper: the date and clock (and widgets) above the preset's band,
 * the torch and camera buttons below it. Drawn from the same band the layout keeps the list inside, so the person
 * sees that nothing is hidden. Decoration only: screen readers skip it.
 */
function LockScreenOverlay({ look }: { look: Look }) {
  const format = useFormatter();
  const band = bandFor(look.style.preset, look.width, look.height);
  const ink = resolveTheme(look.style.theme, look.style.background).ink.text;
  const clockTop = `${band.top * 28}%`;
  const button = "absolute flex size-[11cqw] items-center justify-center rounded-full bg-black/25 backdrop-blur-sm";
  return (
    <div aria-hidden="true" data-testid="lock-screen-overlay" className="pointer-events-none absolute inset-0" style={{ color: ink }}>
      <div className="absolute inset-x-0 text-center" style={{ top: clockTop }}>
        <p className="text-[4.5cqw] font-semibold opacity-90">{format.dateTime(new Date(), { weekday: "long", month: "long", day: "numeric" })}</p>
        <p className="text-[21cqw] leading-none font-semibold tracking-tight">9:41</p>
      </div>
      <div className="absolute inset-x-[6%] border-t border-dashed opacity-40" style={{ top: `${band.top * 100}%`, borderColor: ink }} />
      <div className="absolute inset-x-[6%] border-t border-dashed opacity-40" style={{ top: `${band.bottom * 100}%`, borderColor: ink }} />
      <span className={button} style={{ left: "9%", bottom: "5%" }}>
        <Icon icon={Flashlight} className="size-[5.5cqw] text-white" />
      </span>
      <span className={button} style={{ right: "9%", bottom: "5%" }}>
        <Icon icon={Camera} className="size-[5.5cqw] text-white" />
      </span>
    </div>
  );
}
