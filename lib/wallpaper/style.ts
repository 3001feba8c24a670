/**
 * The wallpaper's look (docs/product.md §4), in pixels at the reference size 1179x2556, plus the free
 * band of docs/product.md §4. Layout scales these to the canvas it is given.
 */
export const REFERENCE_WIDTH = 1179;
export const REFERENCE_HEIGHT = 2556;

/** Medium, today's size (docs/product.md §4). */
export const FONT_SIZE = 60;
/** The starting sizes of the three text sizes; each shrinks, as a long list needs, down to MIN_FONT_SIZE. */
export const TEXT_SIZE_PX = { small: 48, medium: FONT_SIZE, large: 72 } as const;
/** The smallest size a long list is shrunk to before tasks are left out behind '+N more'. */
export const MIN_FONT_SIZE = 36;
export const FONT_SIZE_STEP = 2;
export const WRAP_WIDTH = 1115;
/**
 * Left-aligned lists: the measure keeps this far from either edge (the centred one goes to 32 px),
 * and each task opens with a bullet whose text starts BULLET_INDENT ems further in.
 */
export const LEFT_MARGIN = 96;
export const BULLET = "•";
export const BULLET_INDENT = 0.9;

/** Baseline-to-baseline distance inside one task, as a multiple of the font size. */
export const LINE_HEIGHT = 1.8;
/**
 * Task spacing 1.2 (docs/product.md §4): from a task's last line to the next task's first line the layout
 * advances 1.2 line heights instead of 1, so tasks are set apart by an extra 0.2 of a line.
 * (Blank lines add no space: tasks never include blank lines, docs/product.md §2.)
 */
export const TASK_SPACING = 1.2;

/**
 * How far ink may reach above and below the baseline, as a multiple of the font size. Chosen to cover
 * Inter (0.97 / 0.24), Noto Sans SC (0.88 / 0.12) and Noto Color Emoji (about 0.95 / 0.25); the
 * leftover leading of a 1.8 line is split evenly above and below this box.
 */
export const INK_ASCENT = 1.0;
export const INK_DESCENT = 0.3;

/**
 * The part of the lock screen the text may use, as fractions of the height: below the clock and
 * widgets (which end near 35% on iOS 16+) and above the torch and camera buttons (near 87%), with
 * a little air on both sides. The default phone's band, and any custom size's; the other device
 * presets have their own (presets.ts).
 */
export const BAND_TOP = 0.36;
export const BAND_BOTTOM = 0.85;

/** The Light theme's colours (themes.ts), today's look. */
export const COLORS = {
  background: "#ffffff",
  text: "#111827",
  /** Non-priority tasks in smart mode, and the '+N more' line. */
  muted: "#6b7280",
  /** Tasks ticked off in the history, drawn struck through. */
  done: "#9ca3af",
} as const;

/** The strike through a ticked task: its height above the baseline and its thickness, as fractions of the font size. */
export const STRIKE_RISE = 0.3;
export const STRIKE_THICKNESS = 0.06;

export const WEIGHTS = { regular: 400, priority: 600 } as const;
