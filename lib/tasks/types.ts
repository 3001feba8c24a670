/** How the list is turned into a wallpaper: as typed, sorted by priority, or with emoji added. */
export const MODES = ["plain", "smart", "emoji"] as const;
export type Mode = (typeof MODES)[number];

/** One line of the wallpaper. */
export interface Task {
  text: string;
  isPriority: boolean;
  /** One or two emoji (no separator) shown after the text, or null. */
  emoji: string | null;
  /** Ticked off in the history: drawn dimmed and struck through. */
  completed?: boolean;
}
