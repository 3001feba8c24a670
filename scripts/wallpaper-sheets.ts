/**
 * Contact sheets to look at every theme and preset, as on a phone: the server renderer's real PNGs
 * of one Chinese list, scaled down and set in phone mock-ups, written to reports/sheets/:
 * - themes.png: every theme (and a custom colour) on the default phone, in a dark phone on a light
 *   page and in a silver phone on a dark page;
 * - presets.png: every device preset, themes taking turns, with the preset's band marked by dashed
 *   lines beside the phone and the list's ink by a bar (green inside the band, red outside);
 * - left-large.png: Large text, left-aligned, on three themes, on the default phone and the SE.
 * For eyes, not tests: it prints anything the layout itself reports amiss (hidden tasks, ink
 * outside the band or the canvas), nothing more. Run with `npm run sheets`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createCanvas, loadImage, type Image, type SKRSContext2D } from "@napi-rs/canvas";
import sharp from "sharp";
import type { Task } from "../lib/tasks/types";
import { fontFor } from "../lib/wallpaper/fonts";
import type { WallpaperLayout } from "../lib/wallpaper/layout";
import type { WallpaperStyle } from "../lib/wallpaper/options";
import { DEFAULT_PRESET, DEVICE_PRESETS, getDevicePreset, type DevicePreset, type PresetId } from "../lib/wallpaper/presets";
import { canvasMeasureText, encodeWallpaperPng, renderWallpaperPixels } from "../lib/wallpaper/server";
import { ensureWallpaperFonts, fontForText } from "../lib/wallpaper/server-fonts";
import { INK_ASCENT, INK_DESCENT } from "../lib/wallpaper/style";
import { CUSTOM_THEME_ID, customTheme, THEMES } from "../lib/wallpaper/themes";

/** Six tasks as a person might type them, the first marked priority; plain mode draws them as typed. */
const TASKS: Task[] = [
  { text: "交房租（周五前）", isPriority: true, emoji: null },
  { text: "给奶奶打电话", isPriority: false, emoji: null },
  { text: "买菜：鸡蛋、牛奶、青菜", isPriority: false, emoji: null },
  { text: "周报下午五点前交", isPriority: false, emoji: null },
  { text: "去健身房 练腿", isPriority: false, emoji: null },
  { text: "读完《三体》第三章", isPriority: false, emoji: null },
];

const CUSTOM_BACKGROUND = "#7c3aed";
const OUT_DIR = path.join(process.cwd(), "reports", "sheets");
/** The wallpaper's width on a sheet; its height follows the preset's shape. */
const SCREEN_WIDTH = 240;

/** A theme as a style (its id, and the colour when it is the custom one), with a label and its name. */
interface Look {
  label: string;
  name: string;
  style: Partial<WallpaperStyle>;
}

const LOOKS: readonly Look[] = [
  ...THEMES.filter((theme) => theme.id !== CUSTOM_THEME_ID).map((theme) => ({ label: theme.id, name: theme.name, style: { theme: theme.id } })),
  {
    label: `custom ${CUSTOM_BACKGROUND}`,
    name: customTheme(CUSTOM_BACKGROUND).name,
    style: { theme: CUSTOM_THEME_ID, background: CUSTOM_BACKGROUND },
  },
];

/** One wallpaper rendered at its preset's size, scaled for the sheet, with where its list's ink sits. */
interface Shot {
  image: Image;
  preset: DevicePreset;
  width: number;
  height: number;
  /** The list's ink, top and bottom, as fractions of the height (the band's unit). */
  ink: { top: number; bottom: number };
  inBand: boolean;
  /** The size the layout settled on, in the wallpaper's own pixels. */
  fontSize: number;
}

/** Renders the list on the preset in the look (plus any extra style) and scales it for a sheet. */
async function renderShot(preset: DevicePreset, look: Look, extra: Partial<WallpaperStyle> = {}): Promise<Shot> {
  // DEVICE_PRESETS types ids as plain strings; these are PresetIds by construction.
  const style = { ...look.style, ...extra, preset: preset.id as PresetId };
  const pixels = renderWallpaperPixels({ tasks: TASKS, width: preset.width, height: preset.height, mode: "plain", style });
  const height = Math.round((SCREEN_WIDTH * preset.height) / preset.width);
  // sharp's Lanczos downscale keeps thin strokes legible; canvas drawImage at 1/5 scale aliases.
  const small = await sharp(await encodeWallpaperPng(pixels))
    .resize(SCREEN_WIDTH, height)
    .png()
    .toBuffer();
  const { ink, problems } = checkLayout(pixels.layout, preset);
  for (const problem of problems) console.warn(`! ${preset.id} / ${look.label}: ${problem}`);
  return { image: await loadImage(small), preset, width: SCREEN_WIDTH, height, ink, inBand: problems.length === 0, fontSize: pixels.layout.fontSize };
}

/**
 * The layout's own account of the list: the ink box of its lines (as style.ts bounds it) against
 * the band, each line's measured width against the canvas, and tasks pushed behind '+N more'.
 */
function checkLayout(layout: WallpaperLayout, { width, height }: DevicePreset): { ink: Shot["ink"]; problems: string[] } {
  const baselines = layout.lines.map((line) => line.y);
  const top = Math.min(...baselines) - INK_ASCENT * layout.fontSize;
  const bottom = Math.max(...baselines) + INK_DESCENT * layout.fontSize;
  const problems: string[] = [];
  if (layout.hiddenCount > 0) problems.push(`${layout.hiddenCount} task(s) behind '+N more'`);
  if (top < layout.band.top || bottom > layout.band.bottom) {
    problems.push(`ink ${top.toFixed(0)}-${bottom.toFixed(0)} px outside band ${layout.band.top.toFixed(0)}-${layout.band.bottom.toFixed(0)} px`);
  }
  const measure = canvasMeasureText();
  for (const line of layout.lines) {
    const advance = measure(line.text, line.font);
    const left = line.bullet ? line.bullet.x : line.align === "center" ? line.x - advance / 2 : line.x;
    const right = line.align === "center" ? line.x + advance / 2 : line.x + advance;
    if (left < 0 || right > width) problems.push(`line "${line.text}" spans ${left.toFixed(0)}-${right.toFixed(0)} px of ${width}`);
  }
  return { ink: { top: top / height, bottom: bottom / height }, problems };
}

// ——— Phone mock-ups ———

interface PhoneColors {
  body: string;
  edge: string;
}

const DARK_PHONE: PhoneColors = { body: "#0c0c0e", edge: "#3f3f46" };
const LIGHT_PHONE: PhoneColors = { body: "#d4d6db", edge: "#9ca0a8" };

/** What sits at the top of the screen: Apple's island, Android's punch-hole camera, or the SE's bezels and home button. */
type PhoneKind = "island" | "punch-hole" | "home-button";

const kindOf = (preset: DevicePreset): PhoneKind => (preset.id === "iphone-se" ? "home-button" : preset.brand === "Apple" ? "island" : "punch-hole");

/** The body around the screen, in sheet pixels: bezels on each side and the corner radii. */
function bezelsFor(shot: Shot): { side: number; top: number; bottom: number; screenRadius: number; bodyRadius: number } {
  const kind = kindOf(shot.preset);
  if (kind === "home-button") {
    const end = Math.round(shot.width * 0.24);
    return { side: 12, top: end, bottom: end, screenRadius: 2, bodyRadius: shot.width * 0.16 };
  }
  const screenRadius = shot.width * (kind === "island" ? 0.14 : 0.09);
  return { side: 10, top: 10, bottom: 10, screenRadius, bodyRadius: screenRadius + 10 };
}

const outerSize = (shot: Shot) => {
  const bezel = bezelsFor(shot);
  return { width: shot.width + 2 * bezel.side, height: shot.height + bezel.top + bezel.bottom };
};

/** A phone whose body's top-left corner is at (x, y), the wallpaper clipped to its screen; returns where the screen starts. */
function drawPhone(ctx: SKRSContext2D, shot: Shot, x: number, y: number, colors: PhoneColors): { x: number; y: number } {
  const bezel = bezelsFor(shot);
  const outer = outerSize(shot);
  ctx.fillStyle = colors.body;
  ctx.strokeStyle = colors.edge;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.roundRect(x, y, outer.width, outer.height, bezel.bodyRadius);
  ctx.fill();
  ctx.stroke();
  const screen = { x: x + bezel.side, y: y + bezel.top };
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(screen.x, screen.y, shot.width, shot.height, bezel.screenRadius);
  ctx.clip();
  ctx.drawImage(shot.image, screen.x, screen.y, shot.width, shot.height);
  ctx.restore();
  drawCutout(ctx, shot, screen, bezel, colors);
  return screen;
}

/** The island or camera over the screen's top, or the SE's speaker slit and home button in its bezels. */
function drawCutout(ctx: SKRSContext2D, shot: Shot, screen: { x: number; y: number }, bezel: { top: number; bottom: number }, colors: PhoneColors) {
  const centre = screen.x + shot.width / 2;
  const kind = kindOf(shot.preset);
  ctx.fillStyle = "#000000";
  ctx.beginPath();
  if (kind === "island") {
    // 126x37 pt, 11 pt from the top, on a 393 pt wide iPhone.
    const width = shot.width * 0.32;
    const height = shot.width * 0.094;
    ctx.roundRect(centre - width / 2, screen.y + shot.width * 0.028, width, height, height / 2);
  } else if (kind === "punch-hole") {
    ctx.arc(centre, screen.y + shot.width * 0.045, shot.width * 0.033, 0, Math.PI * 2);
  } else {
    ctx.roundRect(centre - shot.width * 0.1, screen.y - bezel.top / 2 - 2, shot.width * 0.2, 4, 2);
    ctx.fill();
    ctx.strokeStyle = colors.edge;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(centre, screen.y + shot.height + bezel.bottom / 2, bezel.bottom * 0.3, 0, Math.PI * 2);
    ctx.stroke();
    return;
  }
  ctx.fill();
}

/**
 * The preset's band as dashed lines in the margins either side of the phone (never over the
 * wallpaper), its percentages on the left, and the list's ink as a bar on the right.
 */
function drawBandMarks(ctx: SKRSContext2D, shot: Shot, screen: { x: number; y: number }, cell: { left: number; right: number }, page: Page) {
  const side = bezelsFor(shot).side;
  const bodyLeft = screen.x - side - 4;
  const bodyRight = screen.x + shot.width + side + 4;
  ctx.save();
  ctx.strokeStyle = page.band;
  ctx.fillStyle = page.band;
  ctx.lineWidth = 1;
  ctx.setLineDash([4, 3]);
  ctx.font = fontForText(fontFor(500, 11), "0%");
  ctx.textAlign = "right";
  for (const fraction of [shot.preset.band.top, shot.preset.band.bottom]) {
    const y = Math.round(screen.y + fraction * shot.height) + 0.5;
    ctx.beginPath();
    ctx.moveTo(cell.left, y);
    ctx.lineTo(bodyLeft, y);
    ctx.moveTo(bodyRight, y);
    ctx.lineTo(cell.right, y);
    ctx.stroke();
    ctx.fillText(`${(fraction * 100).toFixed(1)}%`, bodyLeft - 2, y - 4);
  }
  ctx.setLineDash([]);
  ctx.fillStyle = shot.inBand ? "#16a34a" : "#dc2626";
  const inkTop = screen.y + shot.ink.top * shot.height;
  ctx.fillRect(bodyRight + 6, inkTop, 3, (shot.ink.bottom - shot.ink.top) * shot.height);
  ctx.restore();
}

// ——— Sheets ———

interface Page {
  background: string;
  text: string;
  muted: string;
  band: string;
}

const LIGHT_PAGE: Page = { background: "#f4f4f5", text: "#18181b", muted: "#52525b", band: "#2563eb" };
const DARK_PAGE: Page = { background: "#18181b", text: "#fafafa", muted: "#a1a1aa", band: "#60a5fa" };

interface Cell {
  shot: Shot;
  title: string;
  caption: string;
}

/** A run of phones in a grid on one page colour, under a heading. */
interface Section {
  heading: string;
  page: Page;
  phone: PhoneColors;
  cells: Cell[];
  columns: number;
  /** Draw the band and ink marks beside each phone (wider margins). */
  marks: boolean;
}

const PADDING = 32;
const HEADING_HEIGHT = 44;
const LABEL_HEIGHT = 46;
const ROW_GAP = 28;

/** The margin either side of a phone: room for the band marks, or a plain gap. */
const marginFor = (section: Section) => (section.marks ? 48 : 14);
/** Space between the cells of a section with marks, so each phone's marks are plainly its own. */
const gutterFor = (section: Section) => (section.marks ? 36 : 0);

/** The section's size, its cells' width, and each row's top below the heading (one more entry: the rows' end). */
function sectionSize(section: Section): { width: number; height: number; cellWidth: number; rowTops: number[] } {
  const cellWidth = Math.max(...section.cells.map((cell) => outerSize(cell.shot).width)) + 2 * marginFor(section) + gutterFor(section);
  const rowTops = [HEADING_HEIGHT];
  for (let start = 0; start < section.cells.length; start += section.columns) {
    const row = section.cells.slice(start, start + section.columns);
    rowTops.push((rowTops.at(-1) ?? 0) + LABEL_HEIGHT + Math.max(...row.map((cell) => outerSize(cell.shot).height)) + ROW_GAP);
  }
  const width = 2 * PADDING + cellWidth * Math.min(section.columns, section.cells.length);
  return { width, height: (rowTops.at(-1) ?? 0) + PADDING, cellWidth, rowTops };
}

function drawSection(ctx: SKRSContext2D, section: Section, top: number, width: number): void {
  const { height, cellWidth, rowTops } = sectionSize(section);
  const { page } = section;
  ctx.fillStyle = page.background;
  ctx.fillRect(0, top, width, height);
  drawText(ctx, section.heading, PADDING, top + 30, { weight: 600, size: 20, color: page.text });
  const gutter = gutterFor(section);
  section.cells.forEach((cell, index) => {
    const rowTop = top + (rowTops[Math.floor(index / section.columns)] ?? 0);
    const left = PADDING + (index % section.columns) * cellWidth;
    const centre = left + cellWidth / 2;
    drawText(ctx, cell.title, centre, rowTop + 18, { weight: 700, size: 15, color: page.text, align: "center" });
    drawText(ctx, cell.caption, centre, rowTop + 36, { weight: 400, size: 12, color: page.muted, align: "center" });
    const phoneLeft = Math.round(centre - outerSize(cell.shot).width / 2);
    const screen = drawPhone(ctx, cell.shot, phoneLeft, rowTop + LABEL_HEIGHT, section.phone);
    if (section.marks) drawBandMarks(ctx, cell.shot, screen, { left: left + gutter / 2, right: left + cellWidth - gutter / 2 }, page);
  });
}

interface TextLook {
  weight: number;
  size: number;
  color: string;
  align?: CanvasTextAlign;
}

/** A label in the bundled fonts (Chinese included, through fontForText). */
function drawText(ctx: SKRSContext2D, text: string, x: number, y: number, { weight, size, color, align = "left" }: TextLook): void {
  ctx.font = fontForText(fontFor(weight, size), text);
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.fillText(text, x, y);
}

/** Stacks the sections, each as wide as the widest, and writes the PNG. */
async function writeSheet(name: string, sections: Section[]): Promise<void> {
  const sizes = sections.map(sectionSize);
  const width = Math.max(...sizes.map((size) => size.width));
  const height = sizes.reduce((sum, size) => sum + size.height, 0);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  let top = 0;
  sections.forEach((section, index) => {
    drawSection(ctx, section, top, width);
    top += sizes[index]?.height ?? 0;
  });
  const file = path.join(OUT_DIR, name);
  const png = await canvas.encode("png");
  writeFileSync(file, png);
  console.log(`${path.relative(process.cwd(), file)}  ${canvas.width}x${canvas.height}  ${(png.length / 1024).toFixed(0)} KB`);
}

const sizeOf = (preset: DevicePreset) => `${preset.width}×${preset.height}`;

async function writeThemesSheet(): Promise<void> {
  const shots = await Promise.all(LOOKS.map((look) => renderShot(DEFAULT_PRESET, look)));
  const cells = shots.map((shot, index) => ({ shot, title: LOOKS[index]?.label ?? "", caption: LOOKS[index]?.name ?? "" }));
  const about = `${DEFAULT_PRESET.id} ${sizeOf(DEFAULT_PRESET)}, plain, Medium, centred`;
  const section = { cells, columns: LOOKS.length, marks: false };
  await writeSheet("themes.png", [
    { ...section, heading: `Every theme, dark phone on a light page (${about})`, page: LIGHT_PAGE, phone: DARK_PHONE },
    { ...section, heading: "Every theme, silver phone on a dark page", page: DARK_PAGE, phone: LIGHT_PHONE },
  ]);
}

async function writePresetsSheet(): Promise<void> {
  const cells = await Promise.all(
    DEVICE_PRESETS.map(async (preset, index) => {
      const look = LOOKS[index % LOOKS.length]!;
      const shot = await renderShot(preset, look);
      return { shot, title: preset.id, caption: `${sizeOf(preset)} · ${look.label} · ${shot.fontSize} px` };
    }),
  );
  const heading = "Every device preset, themes taking turns (plain, Medium, centred). Dashed: the preset's band. Bar: the list's ink.";
  await writeSheet("presets.png", [{ heading, page: LIGHT_PAGE, phone: DARK_PHONE, cells, columns: 6, marks: true }]);
}

async function writeLeftLargeSheet(): Promise<void> {
  const looks = ["light", "midnight", "custom"].map((label) => LOOKS.find((look) => look.label.startsWith(label))!);
  const presets = [DEFAULT_PRESET, getDevicePreset("iphone-se")!];
  const cells = await Promise.all(
    presets.flatMap((preset) =>
      looks.map(async (look) => {
        const shot = await renderShot(preset, look, { textSize: "large", align: "left" });
        return { shot, title: look.label, caption: `${preset.id} ${sizeOf(preset)} · ${shot.fontSize} px` };
      }),
    ),
  );
  const heading = "Large text, left-aligned (plain). Dashed: the preset's band. Bar: the list's ink.";
  await writeSheet("left-large.png", [{ heading, page: LIGHT_PAGE, phone: DARK_PHONE, cells, columns: looks.length, marks: true }]);
}

ensureWallpaperFonts();
mkdirSync(OUT_DIR, { recursive: true });
await writeThemesSheet();
await writePresetsSheet();
await writeLeftLargeSheet();
