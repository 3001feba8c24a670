"use client";

import { ChevronDown } from "lucide";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import {
  CUSTOM_PRESET_ID,
  CUSTOM_SIZE_LIMITS,
  CUSTOM_THEME_ID,
  DEVICE_PRESETS,
  isCustomSide,
  TEXT_ALIGNS,
  TEXT_SIZES,
  THEMES,
  type DevicePreset,
} from "@/lib/wallpaper/choices";
import { Icon } from "@/components/ui/icon";
import type { Look, LookChange } from "./use-look";

const BRANDS = ["Apple", "Google", "Samsung"] as const satisfies ReadonlyArray<DevicePreset["brand"]>;
const FIELD =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30";
const SEGMENT =
  "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600";

/** Plain digits, the same in every language: "1179 × 2556". */
export const sizeLabel = (width: number, height: number) => `${width} × ${height}`;

/**
 * The phone, the theme, the text size and the alignment, each a native control that a keyboard reaches. Folded by
 * default, under a line that says what the wallpaper will look like: the creator stays one box and three buttons for
 * most people, and the pickers are only built (and hydrated) once opened. What size the image is always shows.
 */
export function LookPicker({ look, onChange }: { look: Look; onChange: (change: LookChange) => void }) {
  const t = useTranslations("creator.look");
  const [open, setOpen] = useState(false);
  const size = sizeLabel(look.width, look.height);
  const phone = DEVICE_PRESETS.find((preset) => preset.id === look.style.preset)?.name ?? t("customSize");
  const theme = t(`themes.${look.style.theme}`);
  return (
    <div>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group rounded-xl border border-slate-200 bg-white">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          <span className="text-sm font-semibold text-slate-900">{t("heading")}</span>
          <span className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
            <span className="truncate">
              {phone} · {theme} · {t(`textSizes.${look.style.textSize}`)}
            </span>
            <Icon icon={ChevronDown} className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          </span>
        </summary>
        {open && <LookFields look={look} onChange={onChange} />}
      </details>
      <p className="mt-1 text-xs text-slate-600" data-testid="size-note">
        {look.fitted ? t("fitted", { size }) : t("size", { size })}
      </p>
    </div>
  );
}

function LookFields({ look, onChange }: { look: Look; onChange: (change: LookChange) => void }) {
  const t = useTranslations("creator.look");
  const phoneId = useId();
  return (
    <fieldset className="space-y-4 border-t border-slate-100 px-4 pt-3 pb-4">
      <legend className="sr-only">{t("heading")}</legend>
      <div>
        <label htmlFor={phoneId} className="block text-sm font-medium text-slate-800">
          {t("phone")}
        </label>
        <select
          id={phoneId}
          value={look.style.preset}
          onChange={(event) => onChange({ preset: event.target.value })}
          className={`mt-1 w-full ${FIELD}`}
        >
          {BRANDS.map((brand) => (
            <optgroup key={brand} label={brand}>
              {DEVICE_PRESETS.filter((preset) => preset.brand === brand).map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {preset.name} ({sizeLabel(preset.width, preset.height)})
                </option>
              ))}
            </optgroup>
          ))}
          <option value={CUSTOM_PRESET_ID}>{t("customSize")}</option>
        </select>
        {look.style.preset === CUSTOM_PRESET_ID && <CustomSize look={look} onChange={onChange} />}
      </div>
      <ThemePicker look={look} onChange={onChange} />
      <div className="flex flex-wrap gap-x-6 gap-y-4">
        <Segments
          label={t("textSize")}
          options={TEXT_SIZES.map((size) => [size, t(`textSizes.${size}`)])}
          value={look.style.textSize}
          onChange={(textSize) => onChange({ textSize })}
        />
        <Segments
          label={t("align")}
          options={TEXT_ALIGNS.map((align) => [align, t(`aligns.${align}`)])}
          value={look.style.align}
          onChange={(align) => onChange({ align })}
        />
      </div>
    </fieldset>
  );
}

/** Width and height in pixels; a size outside 320 to 4096 says so and is not used until it fits. */
function CustomSize({ look, onChange }: { look: Look; onChange: (change: LookChange) => void }) {
  const t = useTranslations("creator.look");
  const [draft, setDraft] = useState({ width: String(look.width), height: String(look.height) });
  const hintId = useId();
  const width = Number(draft.width);
  const height = Number(draft.height);
  const valid = isCustomSide(width) && isCustomSide(height);
  const update = (side: "width" | "height", value: string) => {
    const next = { ...draft, [side]: value };
    setDraft(next);
    const [w, h] = [Number(next.width), Number(next.height)];
    if (isCustomSide(w) && isCustomSide(h)) onChange({ width: w, height: h });
  };
  return (
    <div className="mt-2">
      <div className="flex gap-3">
        {(["width", "height"] as const).map((side) => (
          <label key={side} className="flex-1 text-sm text-slate-800">
            {t(side)}
            <input
              type="number"
              inputMode="numeric"
              min={CUSTOM_SIZE_LIMITS.min}
              max={CUSTOM_SIZE_LIMITS.max}
              step={1}
              value={draft[side]}
              aria-invalid={!valid}
              aria-describedby={hintId}
              onChange={(event) => update(side, event.target.value)}
              className={`mt-1 block w-full ${FIELD}`}
            />
          </label>
        ))}
      </div>
      <p id={hintId} role={valid ? undefined : "alert"} className={`mt-1 text-xs ${valid ? "text-slate-600" : "font-medium text-red-700"}`}>
        {t("sizeRange", { min: String(CUSTOM_SIZE_LIMITS.min), max: String(CUSTOM_SIZE_LIMITS.max) })}
      </p>
    </div>
  );
}

/** The themes as swatches (radio buttons), the custom colour last with its colour well. */
function ThemePicker({ look, onChange }: { look: Look; onChange: (change: LookChange) => void }) {
  const t = useTranslations("creator.look");
  const name = useId();
  const custom = look.style.background ?? "#fde68a";
  const swatch = "block size-9 rounded-full border border-slate-300 shadow-inner";
  const option =
    "flex cursor-pointer flex-col items-center gap-1 rounded-lg p-1 text-xs text-slate-700 has-checked:font-semibold has-checked:text-slate-900 has-checked:[&>span:first-of-type]:ring-2 has-checked:[&>span:first-of-type]:ring-brand-600 has-checked:[&>span:first-of-type]:ring-offset-2 has-focus-visible:outline-2 has-focus-visible:outline-brand-600";
  return (
    <div role="radiogroup" aria-label={t("theme")}>
      <p aria-hidden="true" className="text-sm font-medium text-slate-800">
        {t("theme")}
      </p>
      <div className="mt-1 grid grid-cols-5 gap-1 sm:grid-cols-10">
        {THEMES.map((theme) => (
          <label key={theme.id} className={option}>
            <span className={swatch} style={{ background: theme.swatch }} />
            <input
              type="radio"
              name={name}
              value={theme.id}
              checked={look.style.theme === theme.id}
              onChange={() => onChange({ theme: theme.id })}
              className="sr-only"
            />
            <span className="text-center leading-tight">{t(`themes.${theme.id}`)}</span>
          </label>
        ))}
        <label className={option}>
          <span className={swatch} style={{ background: custom }} />
          <input
            type="radio"
            name={name}
            value={CUSTOM_THEME_ID}
            checked={look.style.theme === CUSTOM_THEME_ID}
            onChange={() => onChange({ theme: CUSTOM_THEME_ID, background: custom })}
            className="sr-only"
          />
          <span className="text-center leading-tight">{t("themes.custom")}</span>
        </label>
      </div>
      {look.style.theme === CUSTOM_THEME_ID && (
        <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="color"
            value={custom}
            onChange={(event) => onChange({ theme: CUSTOM_THEME_ID, background: event.target.value })}
            className="h-8 w-12 cursor-pointer rounded border border-slate-300 bg-white"
          />
          {t("background")}
        </label>
      )}
    </div>
  );
}

function Segments<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<readonly [T, string]>;
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label}>
      <p aria-hidden="true" className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="mt-1 inline-flex rounded-lg bg-slate-100 p-1">
        {options.map(([option, text]) => (
          <label key={option} className={SEGMENT}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
            {text}
          </label>
        ))}
      </div>
    </div>
  );
}
