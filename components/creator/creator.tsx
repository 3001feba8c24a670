"use client";

import { Download, Share } from "lucide";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import { useAccount } from "@/components/account/account-provider";
import { notify, Toaster } from "@/components/toaster";
import { Icon } from "@/components/ui/icon";
import { WALLPAPER_HEIGHT, WALLPAPER_WIDTH } from "@/config/site";
import { canShareImages, checkPreview, downloadImage, DownloadError, shareImage, wallpaperFileName } from "@/lib/creator/download";
import { processOnServer, ProcessError, renderOnServer, serverHasModel } from "@/lib/creator/remote";
import { MAX_LINES, MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import type { Mode, Task } from "@/lib/tasks/types";
import { loadEngine } from "./engine";
import { ModePicker } from "./mode-picker";
import { PhonePreview } from "./phone-preview";
import { useCreatorState } from "./use-creator";
import { Button } from "@/components/ui/button";

const noSubscription = () => () => {};

export function Creator() {
  const t = useTranslations("creator");
  const { state, dispatch, edit, setMode } = useCreatorState();
  const { account } = useAccount();
  const inputId = useId();
  const hasModel = useRef<Promise<boolean> | null>(null);
  const run = useRef(0);
  const shareable = useSyncExternalStore(noSubscription, canShareImages, () => false);
  const root = useRef<HTMLDivElement>(null);

  // The engine loads as the creator scrolls near, so it is ready by the first click, and a
  // visitor who only reads the page never pays for it.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadEngine();
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /** The tasks for the mode: from the server when it has a language model, else computed here. */
  async function tasksFor(text: string, mode: Mode, isCurrent: () => boolean): Promise<Task[]> {
    const [engine] = await loadEngine();
    if (mode === "plain") return engine.processTasksLocally(text, mode);
    hasModel.current ??= serverHasModel(); // asked once, on the first Sort for Me or Add Emoji
    if (!(await hasModel.current)) return engine.processTasksLocally(text, mode);
    try {
      return await processOnServer(text, mode, crypto.randomUUID());
    } catch (error) {
      if (!(error instanceof ProcessError)) throw error;
      const message = t(`errors.${error.kind}`);
      if (isCurrent()) {
        dispatch({ type: "serverFailed", message });
        notify("error", message);
      }
      return engine.processTasksLocally(text, mode);
    }
  }

  async function generate() {
    const id = ++run.current;
    const isCurrent = () => run.current === id;
    const [engine, renderer] = await loadEngine();
    const text = engine.resolvePreviewText(state.text, t("placeholder"));
    if (text === null) return dispatch({ type: "failed", message: t("noText") });
    const problem = engine.checkInputSize(text);
    if (problem) {
      const message = problem === "too-long" ? t("errors.tooLong", { max: MAX_TEXT_LENGTH }) : t("errors.tooManyLines", { max: MAX_LINES });
      return dispatch({ type: "failed", message });
    }
    dispatch({ type: "start" });
    let tasks: Task[] = [];
    try {
      tasks = await tasksFor(text, state.mode, isCurrent);
      const image = await renderer.renderWallpaperBlob(tasks, state.mode, WALLPAPER_WIDTH, WALLPAPER_HEIGHT);
      if (isCurrent()) dispatch({ type: "ready", tasks, image, imageUrl: URL.createObjectURL(image) });
    } catch (error) {
      console.error("Preview failed:", error);
      if (isCurrent()) dispatch({ type: "failed", message: t(tasks.length > 0 ? "errors.renderImage" : "errors.generate"), tasks });
    }
  }

  function previewImage(): Blob | null {
    const problem = checkPreview(state.image);
    if (!problem) return state.image;
    notify("error", t(problem === "missing" ? "errors.previewFirst" : "errors.invalidImage"));
    return null;
  }

  /**
   * A signed-in person's download is drawn by the server (which will also keep it in their
   * history); when that fails or takes over 10 s, the browser's image is used, with a warning.
   */
  async function serverImageOr(image: Blob): Promise<Blob> {
    if (account.status !== "signed-in") return image;
    try {
      return await renderOnServer(state.text.trim() || t("placeholder"), state.mode, state.tasks, { width: WALLPAPER_WIDTH, height: WALLPAPER_HEIGHT });
    } catch (error) {
      const kind = error instanceof ProcessError ? error.kind : "other";
      notify("warning", t(kind === "timeout" ? "toasts.serverTimeout" : kind === "unauthorized" ? "toasts.serverSignIn" : "toasts.serverFallback"));
      return image;
    }
  }

  async function save(how: "download" | "share") {
    const image = previewImage();
    if (!image) return;
    dispatch({ type: "saving", saving: true });
    try {
      const name = wallpaperFileName();
      if (how === "download") {
        downloadImage(await serverImageOr(image), name);
        notify("success", t("toasts.downloaded"));
      } else if (await shareImage(image, name)) {
        notify("success", t("toasts.shared"));
      }
    } catch (error) {
      const security = error instanceof DownloadError && error.kind === "security";
      notify("error", t(security ? "errors.downloadSecurity" : "errors.downloadFailed"));
    } finally {
      dispatch({ type: "saving", saving: false });
    }
  }

  const busy = state.status === "generating";
  const changeText = (text: string) => {
    run.current++;
    edit(text);
  };
  const changeMode = (mode: Mode) => {
    run.current++;
    setMode(mode);
  };

  return (
    <div ref={root} className="grid items-start gap-10 lg:grid-cols-[1fr_auto]">
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
      >
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
            {t("inputLabel")}
          </label>
          <textarea
            id={inputId}
            value={state.text}
            onChange={(event) => changeText(event.target.value)}
            onFocus={() => void loadEngine()}
            placeholder={t("placeholder")}
            rows={9}
            maxLength={MAX_TEXT_LENGTH}
            className="mt-2 block w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-base leading-relaxed text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          />
          {/* Plain numbers: an ICU message here would load Intl's locale data while the page hydrates. */}
          <p className="mt-1 text-right text-xs text-slate-500">
            {state.text.length} / {MAX_TEXT_LENGTH} {t("charCountUnit")}
          </p>
          {state.serverError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {state.serverError}
            </p>
          )}
          {state.fallback && <p className="mt-1 text-sm font-medium text-amber-700">{t("fallbackWarning")}</p>}
        </div>
        <ModePicker mode={state.mode} onChange={changeMode} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" busy={busy} className="shadow-sm">
            {busy ? t("generating") : t("generate")}
          </Button>
          {state.image && (
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void save("download")}
              busy={state.saving}
              icon={<Icon icon={Download} className="size-4" />}
              className="text-slate-900"
            >
              {state.saving ? t("downloading") : t("download")}
            </Button>
          )}
          {state.image && shareable && (
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void save("share")}
              disabled={state.saving}
              icon={<Icon icon={Share} className="size-4" />}
              className="text-slate-900"
            >
              {t("share")}
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-500">{t("sizeNote")}</p>
      </form>
      <PhonePreview state={state} onImageError={() => dispatch({ type: "imageFailed" })} />
      <Toaster />
    </div>
  );
}
