"use client";

/**
 * The creator's state: the text, the mode, and the preview flow (idle -> generating -> ready or
 * error) with the save flow beside it (idle -> saving -> idle). Editing the text or the mode clears
 * the preview, the task list and every message.
 */
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { Mode, Task } from "@/lib/tasks/types";

export interface CreatorState {
  text: string;
  mode: Mode;
  status: "idle" | "generating" | "ready" | "error";
  tasks: Task[];
  image: Blob | null;
  imageUrl: string | null;
  /** The preview image failed to load: the frame shows the task list instead. */
  imageFailed: boolean;
  /** Shown in the frame under a warning sign. */
  frameError: string | null;
  /** A server failure's message, shown under the text box. */
  serverError: string | null;
  /** The result came from the local engine after a server failure. */
  fallback: boolean;
  /** The result came from the local engine because the device is offline: a quiet note, not an error. */
  offline: boolean;
  saving: boolean;
}

type Action =
  | { type: "edit"; text: string }
  | { type: "mode"; mode: Mode }
  | { type: "start" }
  | { type: "serverFailed"; message: string }
  | { type: "offline" }
  | { type: "ready"; tasks: Task[]; image: Blob; imageUrl: string }
  | { type: "failed"; message: string; tasks?: Task[] }
  | { type: "imageFailed" }
  | { type: "saving"; saving: boolean };

const cleared = {
  status: "idle",
  tasks: [],
  image: null,
  imageUrl: null,
  imageFailed: false,
  frameError: null,
  serverError: null,
  fallback: false,
  offline: false,
} as const satisfies Partial<CreatorState>;

export const initialCreatorState: CreatorState = { text: "", mode: "plain", saving: false, ...cleared };

export function creatorReducer(state: CreatorState, action: Action): CreatorState {
  switch (action.type) {
    case "edit":
      return { ...state, ...cleared, text: action.text };
    case "mode":
      return action.mode === state.mode ? state : { ...state, ...cleared, mode: action.mode };
    case "start":
      return { ...state, ...cleared, status: "generating" };
    case "serverFailed":
      return { ...state, serverError: action.message, fallback: true };
    case "offline":
      return { ...state, offline: true };
    case "ready":
      return { ...state, status: "ready", tasks: action.tasks, image: action.image, imageUrl: action.imageUrl };
    case "failed":
      return { ...state, status: "error", frameError: action.message, tasks: action.tasks ?? [] };
    case "imageFailed":
      return { ...state, imageFailed: true };
    case "saving":
      return { ...state, saving: action.saving };
  }
}

/** The reducer, plus release of each preview's object URL once it is replaced or the page closes. */
export function useCreatorState() {
  const [state, dispatch] = useReducer(creatorReducer, initialCreatorState);
  const shownUrl = useRef<string | null>(null);
  useEffect(() => {
    const previous = shownUrl.current;
    shownUrl.current = state.imageUrl;
    if (previous && previous !== state.imageUrl) URL.revokeObjectURL(previous);
  }, [state.imageUrl]);
  useEffect(() => () => void (shownUrl.current && URL.revokeObjectURL(shownUrl.current)), []);
  const edit = useCallback((text: string) => dispatch({ type: "edit", text }), []);
  const setMode = useCallback((mode: Mode) => dispatch({ type: "mode", mode }), []);
  return { state, dispatch, edit, setMode };
}
