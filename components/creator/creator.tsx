"use client";

import { Download, Share } from "lucide";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import { useAccount } from "@/components/account/account-provider";
import { notify, Toaster } from "@/components/toaster";
import { Icon } from "@/components/ui/icon";
import {
  asLastResort,
  canShareImages,
  checkPreview,
  downloadFailureMessage,
  downloadImage,
  DownloadError,
  shareImage,
  wallpaperFileName,
} from "@/lib/creator/download";
import { takeReusedTasks } from "@/lib/creator/reuse";
import { processOnServer, ProcessError, renderOnServer, SaveError, saveOnServer, serverHasModel } from "@/lib/creator/remote";
import { MAX_LINES, MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import type { Mode, Task } from "@/lib/tasks/types";
import { loadEngine } from "./engine";
import { ImportFromSource } from "./import-from-source";
import { LookPicker } from "./look-picker";
import { ModePicker } from "./mode-picker";
import { PhonePreview } from "./phone-preview";
import { SendToPhone } from "./send-to-phone";
import { useCreatorState } from "./use-creator";
import { type Look, useLook, wallpaperOptions } from "./use-look";
import { Button } from "@/components/ui/button";

const noSubscription = () => () => {};

export function Creator() {
  const t = useTranslations("creator");
  const { state, dispatch, edit, setMode } = useCreatorState();
  const { look, change: changeLook } = useLook();
  const { account } = useAccount();
  const inputId = useId();
  const hasModel = useRef<Promise<boolean | null> | null>(null);
  const run = useRef(0);
  const previewRef = useRef<HTMLElement>(null);
  const shareable = useSyncExternalStore(noSubscription, canShareImages, () => false);
  const root = useRef<HTMLDivElement>(null);

  // "Use these tasks again" from the history opens the creator with that list and mode (lib/creator/reuse.ts); in a
  // tab of its own, the list comes from the history.
  useEffect(() => {
    takeReusedTasks().then(
      (reused) => {
        if (!reused) return;
        edit(reused.text);
        setMode(reused.mode);
      },
      () => notify("error", t("errors.reuseFailed")),
    );
  }, [edit, setMode, t]);

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
    // The tagger the engine reads clauses with comes only now that a person asks for Sort for Me or Add Emoji.
    await engine.loadEnglishTagger();
    hasModel.current ??= serverHasModel(); // asked once, on the first Sort for Me or Add Emoji
    const model = await hasModel.current;
    if (model === null) hasModel.current = null; // no connection to ask over: asked again next time
    if (!model) return engine.processTasksLocally(text, mode);
    try {
      return await processOnServer(text, mode, crypto.randomUUID());
    } catch (error) {
      if (!(error instanceof ProcessError)) throw error;
      // Offline, the local engine is the answer, not a failure: a quiet note says where the list was prepared.
      if (error.kind === "offline") {
        if (isCurrent()) dispatch({ type: "offline" });
        return engine.processTasksLocally(text, mode);
      }
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
    const [engine] = await loadEngine();
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
      const image = await drawPreview(tasks, look);
      if (isCurrent()) {
        dispatch({ type: "ready", tasks, image, imageUrl: URL.createObjectURL(image) });
        requestAnimationFrame(() => revealPreview(previewRef.current));
      }
    } catch (error) {
      console.error("Preview failed:", error);
      if (isCurrent()) dispatch({ type: "failed", message: t(tasks.length > 0 ? "errors.renderImage" : "errors.generate"), tasks });
    }
  }

  async function drawPreview(tasks: readonly Task[], target: Look): Promise<Blob> {
    const [, renderer] = await loadEngine();
    return renderer.renderWallpaperBlob(tasks, state.mode, target.width, target.height, target.style);
  }

  /** A new look redraws the preview from the tasks it already has: nothing is asked of the server again. */
  async function redraw(next: Look) {
    if (state.status !== "ready" || state.tasks.length === 0) return;
    const id = ++run.current;
    const tasks = state.tasks;
    try {
      const image = await drawPreview(tasks, next);
      if (run.current === id) dispatch({ type: "ready", tasks, image, imageUrl: URL.createObjectURL(image) });
    } catch (error) {
      console.error("Preview failed:", error);
      if (run.current === id) dispatch({ type: "failed", message: t("errors.renderImage"), tasks });
    }
  }

  function previewImage(): Blob | null {
    const problem = checkPreview(state.image);
    if (!problem) return state.image;
    notify("error", t(problem === "missing" ? "errors.previewFirst" : "errors.invalidImage"));
    return null;
  }

  /** Why the server's part of a download did not happen, as the warning the person sees. */
  function fallbackWarning(error: unknown): string {
    const kind = error instanceof ProcessError ? error.kind : "other";
    const { status = null, serverMessage: message = null } = error instanceof SaveError ? error : {};
    if (kind === "offline") return t(account.status === "signed-in" && account.isPro ? "toasts.offlineNotSaved" : "toasts.offline");
    if (kind === "timeout") return t("toasts.serverTimeout");
    if (status === 401) return t("toasts.serverSignIn");
    if (status === 403) return t("toasts.proRequired");
    if (status === 429 && message) return t("toasts.freeCap", { message });
    if (message && status !== null && status < 500) return t("toasts.saveFailed", { message });
    return t("toasts.serverFallback");
  }

  /**
   * A Pro user's download is also saved to their history (the server draws the stored image); a
   * free account's is drawn by the server and not saved; a visitor's is the browser's own. When the
   * server fails or takes over 10 s, the browser's image is downloaded, with a warning; when that
   * fails too, the last resort's message says so (save(), below).
   */
  async function download(image: Blob, name: string): Promise<void> {
    if (account.status !== "signed-in") {
      downloadImage(image, name);
      return notify("success", t("toasts.downloaded"));
    }
    const request = {
      text: state.text.trim() || t("placeholder"),
      options: wallpaperOptions(look, state.mode),
      tasks: state.tasks,
    };
    try {
      if (account.isPro) {
        await saveOnServer(request);
        downloadImage(image, name);
        return notify("success", t("toasts.savedAndDownloading"));
      }
      downloadImage(await renderOnServer(request.text, state.tasks, request.options), name);
      notify("warning", t("toasts.proRequired"));
    } catch (error) {
      if (error instanceof DownloadError) throw error; // the server did its part; the browser's download failed
      try {
        downloadImage(image, name);
      } catch (failure) {
        throw asLastResort(failure, error instanceof ProcessError && error.kind === "timeout");
      }
      notify("warning", fallbackWarning(error));
    }
  }

  async function save(how: "download" | "share") {
    const image = previewImage();
    if (!image) return;
    dispatch({ type: "saving", saving: true });
    try {
      const name = wallpaperFileName();
      if (how === "download") {
        await download(image, name);
      } else if (await shareImage(image, name)) {
        notify("success", t("toasts.shared"));
      }
    } catch (error) {
      notify("error", t(`errors.${downloadFailureMessage(error)}`));
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
        className="min-w-0 space-y-5"
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
          {account.status === "signed-in" && account.isPro && <ImportFromSource onImport={changeText} />}
          {state.serverError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {state.serverError}
            </p>
          )}
          {state.fallback && <p className="mt-1 text-sm font-medium text-amber-700">{t("fallbackWarning")}</p>}
          {state.offline && (
            <p role="status" className="mt-2 text-sm text-slate-600">
              {t("offlineNote")}
            </p>
          )}
        </div>
        <ModePicker mode={state.mode} onChange={changeMode} />
        <LookPicker look={look} onChange={(update) => void redraw(changeLook(update))} />
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
            >
              {state.saving ? t("downloading") : t("download")}
            </Button>
          )}
          {state.image && (
            <SendToPhone
              wallpaper={{ tasks: state.tasks, mode: state.mode, width: look.width, height: look.height, style: look.style }}
              disabled={state.saving}
            />
          )}
          {state.image && shareable && (
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void save("share")}
              disabled={state.saving}
              icon={<Icon icon={Share} className="size-4" />}
            >
              {t("share")}
            </Button>
          )}
        </div>
      </form>
      <div className="space-y-3">
        <PhonePreview ref={previewRef} state={state} look={look} onImageError={() => dispatch({ type: "imageFailed" })} />
        <label className="flex items-center justify-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={look.overlay}
            onChange={(event) => changeLook({ overlay: event.target.checked })}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          {t("look.overlay")}
        </label>
      </div>
      <Toaster />
    </div>
  );
}

/**
 * On a phone the preview sits below the form, out of sight: once it is drawn, scroll it into view, centred so that the
 * phone's bottom tab bar does not cover the frame's foot. Focus stays on
 * Generate Preview (the preview's live region announces the result), and reduced motion jumps instead of gliding.
 */
function revealPreview(preview: HTMLElement | null) {
  if (!preview) return;
  const { top, bottom } = preview.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  preview.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "center" });
}
