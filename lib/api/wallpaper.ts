/**
 * POST /api/wallpaper/generate: the request shape, imported by the route and by the creator.
 * The answer is the PNG itself, or the one error shape.
 *
 * `options` holds the spec's `width`, `height` and `generation_mode`, and the person's look in `style`
 * (lib/wallpaper/options.ts): a device preset, a theme (with `background`, #rrggbb, for the custom one), a text size
 * and an alignment, the same object the history keeps and the live address draws. A preset brings its own size, so
 * width and height may be left out; sent with it, they must be it.
 */
import * as z from "zod/mini";
import { WALLPAPER_HEIGHT, WALLPAPER_MAX_SIDE, WALLPAPER_MIN_SIDE, WALLPAPER_WIDTH } from "@/config/site";
import { HEX_COLOR } from "@/lib/wallpaper/color";
import { DEFAULT_WALLPAPER_STYLE, TEXT_ALIGNS, TEXT_SIZES, type WallpaperStyle } from "@/lib/wallpaper/options";
import { CUSTOM_PRESET_ID, DEFAULT_PRESET, DEFAULT_PRESET_ID, getDevicePreset, PRESET_IDS } from "@/lib/wallpaper/presets";
import { CUSTOM_THEME_ID, THEME_IDS } from "@/lib/wallpaper/themes";
import { ModeSchema } from "./tasks";

export const MAX_TASKS = 100;
export const MAX_TASK_TEXT = 300;

/** A wallpaper side in pixels, named in its messages ("width must be…"). */
export const sideSchema = (name: string) => {
  const range = `${name} must be between ${WALLPAPER_MIN_SIDE} and ${WALLPAPER_MAX_SIDE} pixels`;
  return z
    .number({ error: `${name} must be a number` })
    .check(
      z.int({ error: `${name} must be a whole number of pixels` }),
      z.gte(WALLPAPER_MIN_SIDE, { error: range }),
      z.lte(WALLPAPER_MAX_SIDE, { error: range }),
    );
};

export const PresetSchema = z.enum(PRESET_IDS, { error: `preset must be one of ${PRESET_IDS.join(", ")}` });
export const ThemeSchema = z.enum(THEME_IDS, { error: `theme must be one of ${THEME_IDS.join(", ")}` });
export const BackgroundSchema = z
  .string({ error: "background must be a colour written #rrggbb" })
  .check(z.regex(HEX_COLOR, { error: "background must be a colour written #rrggbb" }));
export const TextSizeSchema = z.enum(TEXT_SIZES, { error: `textSize must be one of ${TEXT_SIZES.join(", ")}` });
export const TextAlignSchema = z.enum(TEXT_ALIGNS, { error: `align must be one of ${TEXT_ALIGNS.join(", ")}` });

/** A whole style, as the history answers it (lib/api/history.ts) and a phone link carries it (lib/creator/phone-link.ts). */
export const WallpaperStyleSchema = z.object({
  preset: PresetSchema,
  theme: ThemeSchema,
  background: z.nullable(BackgroundSchema),
  textSize: TextSizeSchema,
  align: TextAlignSchema,
}) satisfies z.ZodMiniType<WallpaperStyle>;

/** A style as a client sends it in `options.style`: each part left out is today's look. */
const StyleInputSchema = z.object({
  preset: z.optional(PresetSchema),
  theme: z._default(ThemeSchema, DEFAULT_WALLPAPER_STYLE.theme),
  background: z.optional(z.nullable(BackgroundSchema)),
  textSize: z._default(TextSizeSchema, DEFAULT_WALLPAPER_STYLE.textSize),
  align: z._default(TextAlignSchema, DEFAULT_WALLPAPER_STYLE.align),
});

const OptionsInputSchema = z
  .object({
    width: z.optional(sideSchema("width")),
    height: z.optional(sideSchema("height")),
    generation_mode: z._default(ModeSchema, "plain"),
    style: z.prefault(StyleInputSchema, {}),
  })
  .check(
    z.superRefine(({ width, height, style }, ctx) => {
      const preset = style.preset ? getDevicePreset(style.preset) : null;
      const sizeDiffers = (width ?? preset?.width) !== preset?.width || (height ?? preset?.height) !== preset?.height;
      if (preset && sizeDiffers) {
        const message = `the ${preset.id} preset is ${preset.width} x ${preset.height} pixels: leave width and height out, or send that size`;
        ctx.addIssue({ code: "custom", message, path: ["style", "preset"], input: style.preset });
      }
      if (style.theme === CUSTOM_THEME_ID && !style.background) {
        ctx.addIssue({
          code: "custom",
          message: "the custom theme needs a background colour written #rrggbb",
          path: ["style", "background"],
          input: style.background,
        });
      }
    }),
  );
/** What a client may send as `options` (everything optional). */
export type WallpaperOptionsInput = z.input<typeof OptionsInputSchema>;

/**
 * The style's parts as `options` held them before they moved into `options.style`. A creator kept offline by the
 * service worker (decision record 015) and scripts written against the older shape still send them so: they are read
 * as the style, unless `style` is sent too, which is refused rather than guessed at.
 */
const FLAT_STYLE_KEYS = ["preset", "theme", "background", "textSize", "align"] as const;

function nestFlatStyle(options: WallpaperOptionsInput, ctx: z.core.ParsePayload): WallpaperOptionsInput {
  if (!options || typeof options !== "object") return options;
  const flat = FLAT_STYLE_KEYS.filter((key) => key in options);
  if (flat.length === 0) return options;
  if ("style" in options) {
    for (const key of flat) ctx.issues.push({ code: "custom", message: `send ${key} inside style, not beside it`, path: [key], input: options });
    return options;
  }
  const rest: Record<string, unknown> = { ...options };
  const style: Record<string, unknown> = {};
  for (const key of flat) {
    style[key] = rest[key];
    delete rest[key];
  }
  return { ...rest, style } as WallpaperOptionsInput;
}

/**
 * The options as the route and the renderer use them: a size always, and a whole style with the preset the size came
 * with ("custom" for any size sent without one, but the default phone's) and the background only for the custom theme.
 */
export const WallpaperOptionsSchema = z.pipe(
  z.pipe(z.transform(nestFlatStyle), OptionsInputSchema),
  z.transform(({ width, height, generation_mode, style: { preset, theme, background, textSize, align } }) => {
    const device = preset ? getDevicePreset(preset) : null;
    const size = { width: width ?? device?.width ?? WALLPAPER_WIDTH, height: height ?? device?.height ?? WALLPAPER_HEIGHT };
    const isDefaultSize = size.width === DEFAULT_PRESET.width && size.height === DEFAULT_PRESET.height;
    const style: WallpaperStyle = {
      preset: preset ?? (isDefaultSize ? DEFAULT_PRESET_ID : CUSTOM_PRESET_ID),
      theme,
      background: theme === CUSTOM_THEME_ID && background ? background.toLowerCase() : null,
      textSize,
      align,
    };
    return { ...size, generation_mode, style };
  }),
);
export type WallpaperOptions = z.output<typeof WallpaperOptionsSchema>;

export const DEFAULT_WALLPAPER_OPTIONS: WallpaperOptions = {
  width: WALLPAPER_WIDTH,
  height: WALLPAPER_HEIGHT,
  generation_mode: "plain",
  style: { ...DEFAULT_WALLPAPER_STYLE },
};

export const RequestTaskSchema = z.object({
  text: z.string().check(z.maxLength(MAX_TASK_TEXT, { error: `a task's text must be at most ${MAX_TASK_TEXT} characters` })),
  isPriority: z._default(z.boolean(), false),
  emoji: z._default(z.nullable(z.string().check(z.maxLength(32))), null),
});

export const GenerateWallpaperRequestSchema = z.object({
  text: z.string({ error: "text must be a string" }),
  options: z._default(WallpaperOptionsSchema, DEFAULT_WALLPAPER_OPTIONS),
  /** Tasks already processed by the client (for example by the model); they win over `text`. */
  tasks: z.optional(z.array(RequestTaskSchema).check(z.maxLength(MAX_TASKS, { error: `at most ${MAX_TASKS} tasks` }))),
});
export type GenerateWallpaperRequest = z.input<typeof GenerateWallpaperRequestSchema>;
