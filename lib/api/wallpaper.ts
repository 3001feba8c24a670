/**
 * POST /api/wallpaper/generate: the request shape, imported by the route and by the creator.
 * The answer is the PNG itself, or the one error shape.
 *
 * `options` holds the size, the mode and the style (lib/wallpaper/options.ts): a device preset,
 * a theme (with `background`, #rrggbb, for the custom one), a text size and an alignment. A
 * preset brings its own size, so width and height may be left out; sent with it, they must be it.
 */
import * as z from "zod/mini";
import { WALLPAPER_HEIGHT, WALLPAPER_MAX_SIDE, WALLPAPER_MIN_SIDE, WALLPAPER_WIDTH } from "@/config/site";
import { HEX_COLOR } from "@/lib/wallpaper/color";
import { TEXT_ALIGNS, TEXT_SIZES, type WallpaperStyle } from "@/lib/wallpaper/options";
import { CUSTOM_PRESET_ID, DEFAULT_PRESET, DEFAULT_PRESET_ID, getDevicePreset, PRESET_IDS } from "@/lib/wallpaper/presets";
import { CUSTOM_THEME_ID, DEFAULT_THEME_ID, THEME_IDS } from "@/lib/wallpaper/themes";
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

const OptionsInputSchema = z
  .object({
    width: z.optional(sideSchema("width")),
    height: z.optional(sideSchema("height")),
    generation_mode: z._default(ModeSchema, "plain"),
    preset: z.optional(PresetSchema),
    theme: z._default(ThemeSchema, DEFAULT_THEME_ID),
    background: z.optional(z.nullable(BackgroundSchema)),
    textSize: z._default(TextSizeSchema, "medium"),
    align: z._default(TextAlignSchema, "center"),
  })
  .check(
    z.superRefine((options, ctx) => {
      const preset = options.preset ? getDevicePreset(options.preset) : null;
      const sizeDiffers = (options.width ?? preset?.width) !== preset?.width || (options.height ?? preset?.height) !== preset?.height;
      if (preset && sizeDiffers) {
        const message = `the ${preset.id} preset is ${preset.width} x ${preset.height} pixels: leave width and height out, or send that size`;
        ctx.addIssue({ code: "custom", message, path: ["preset"], input: options.preset });
      }
      if (options.theme === CUSTOM_THEME_ID && !options.background) {
        ctx.addIssue({
          code: "custom",
          message: "the custom theme needs a background colour written #rrggbb",
          path: ["background"],
          input: options.background,
        });
      }
    }),
  );

/**
 * The options as the route and the renderer use them: a size always, the preset it came with
 * ("custom" for any size sent without one, but the default phone's), and the background only
 * for the custom theme.
 */
export const WallpaperOptionsSchema = z.pipe(
  OptionsInputSchema,
  z.transform(({ width, height, generation_mode, preset, theme, background, textSize, align }) => {
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
    return { ...size, generation_mode, ...style };
  }),
);
export type WallpaperOptions = z.output<typeof WallpaperOptionsSchema>;
/** What a client may send as `options` (everything optional). */
export type WallpaperOptionsInput = z.input<typeof WallpaperOptionsSchema>;

export const DEFAULT_WALLPAPER_OPTIONS: WallpaperOptions = {
  width: WALLPAPER_WIDTH,
  height: WALLPAPER_HEIGHT,
  generation_mode: "plain",
  preset: DEFAULT_PRESET_ID,
  theme: DEFAULT_THEME_ID,
  background: null,
  textSize: "medium",
  align: "center",
};

/** The style part of resolved options, as the renderer and the history keep it. */
export function styleOf({ preset, theme, background, textSize, align }: WallpaperOptions): WallpaperStyle {
  return { preset, theme, background, textSize, align };
}

/** A whole style, as the history answers it (lib/api/history.ts). */
export const WallpaperStyleSchema = z.object({
  preset: PresetSchema,
  theme: ThemeSchema,
  background: z.nullable(BackgroundSchema),
  textSize: TextSizeSchema,
  align: TextAlignSchema,
});

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
