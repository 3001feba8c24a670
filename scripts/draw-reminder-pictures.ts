/**
 * Writes the three pictures of the /live guide's Reminders section, public/images/live/reminders-<step>.<locale>.svg:
 * the shortcut that finds the open reminders, the request that sends them to the push address, and the two
 * automations that run it. They are schematic cards in the phone of components/live/pictures/phone-frame.tsx, not
 * Apple's screens, and their words come from the catalogue (`livePage.reminders.pictures`), so the Chinese guide gets
 * Chinese pictures. Run `npx tsx scripts/draw-reminder-pictures.ts` after changing those words;
 * scripts/draw-reminder-pictures.test.ts fails while a picture differs from what this draws.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import en from "../messages/en/live.json" with { type: "json" };
import { COLORS } from "../components/live/pictures/phone-frame";
import zh from "../messages/zh-CN/live.json" with { type: "json" };

export const PICTURE_LOCALES = { en, "zh-CN": zh } as const;
export type PictureLocale = keyof typeof PICTURE_LOCALES;
type Words = (typeof en)["livePage"]["reminders"]["pictures"];
export type ReminderPicture = keyof Words;
export const REMINDER_PICTURES: readonly ReminderPicture[] = ["find", "send", "automation"];
export const PICTURE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "images", "live");

/** The colours of the guide's other pictures, and the action icons' own. */
const C = {
  ...COLORS,
  frame: "#1e293b",
  screen: "#f1f5f9",
  reminders: "#f97316",
  textAction: "#eab308",
  globe: "#2563eb",
  shortcut: "#7c3aed",
  clock: "#0d9488",
  place: "#0284c7",
} as const;
const FONT = "Inter, -apple-system, 'SF Pro Text', 'Segoe UI', Roboto, 'PingFang SC', 'Noto Sans SC', 'Microsoft YaHei', sans-serif";
const LEFT = 20;
const RIGHT = 220;
const MIDDLE = 120;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface TextOptions {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
}

function text(x: number, y: number, words: string, { size = 11, weight = 400, fill = C.text, anchor = "start" }: TextOptions = {}) {
  const anchorAttribute = anchor === "start" ? "" : ` text-anchor="${anchor}"`;
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}"${anchorAttribute}>${escapeXml(words)}</text>`;
}

function phone(label: string, lang: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 480" width="240" height="480" role="img" lang="${lang}" font-family="${FONT}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect x="1" y="1" width="238" height="478" rx="34" fill="${C.frame}"/>`,
    `<rect x="8" y="8" width="224" height="464" rx="28" fill="${C.screen}"/>`,
    `<circle cx="120" cy="22" r="4.5" fill="${C.frame}"/>`,
    ...body,
    `<rect x="70" y="452" width="100" height="4" rx="2" fill="${C.muted}" fill-opacity="0.5"/>`,
    `</svg>`,
    "",
  ].join("\n");
}

const card = (y: number, height: number) =>
  `<rect x="${LEFT}" y="${y}" width="${RIGHT - LEFT}" height="${height}" rx="12" fill="${C.card}" stroke="${C.line}"/>`;

type Icon = "list" | "text" | "globe" | "shortcut" | "clock" | "place";
const ICON_FILL: Record<Icon, string> = {
  list: C.reminders,
  text: C.textAction,
  globe: C.globe,
  shortcut: C.shortcut,
  clock: C.clock,
  place: C.place,
};

/** A small square icon for an action, as the guide's other pictures draw them. */
function icon(x: number, y: number, kind: Icon): string {
  const cx = x + 11;
  const cy = y + 11;
  const marks: Record<Icon, string> = {
    list: [0, 1, 2]
      .map((row) => `<circle cx="${x + 6}" cy="${y + 6 + row * 5}" r="1.2"/><path d="M ${x + 9.5} ${y + 6 + row * 5} H ${x + 17}"/>`)
      .join(""),
    text: `<path d="M ${x + 6} ${y + 6.5} H ${x + 16} M ${cx} ${y + 6.5} V ${y + 16}"/>`,
    globe: `<circle cx="${cx}" cy="${cy}" r="6.5"/><ellipse cx="${cx}" cy="${cy}" rx="2.8" ry="6.5"/><path d="M ${cx - 6.5} ${cy} H ${cx + 6.5}"/>`,
    shortcut: `<path d="M ${x + 6} ${y + 11} l 5 -5 l 5 5 l -5 5 Z"/>`,
    clock: `<circle cx="${cx}" cy="${cy}" r="6.5"/><path d="M ${cx} ${cy - 3.5} V ${cy} l 2.5 2"/>`,
    place: `<path d="M ${cx} ${y + 17.5} c -3.5 -4 -5.5 -6.5 -5.5 -9 a 5.5 5.5 0 0 1 11 0 c 0 2.5 -2 5 -5.5 9 Z"/><circle cx="${cx}" cy="${y + 8.5}" r="1.8"/>`,
  };
  return [
    `<rect x="${x}" y="${y}" width="22" height="22" rx="6" fill="${ICON_FILL[kind]}"/>`,
    `<g fill="none" stroke="${C.card}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${marks[kind]}</g>`,
  ].join("\n");
}

/** An action's first line: its icon and its name. */
const actionTitle = (y: number, kind: Icon, name: string) => [
  icon(LEFT + 10, y + 9, kind),
  text(LEFT + 40, y + 24, name, { size: 12, weight: 700, fill: C.ink }),
];

/** A variable as Shortcuts shows one: a tinted pill with the name of what it holds. */
function variable(x: number, y: number, name: string, kind: Icon, anchor: "start" | "end" = "start"): string {
  const width = 26 + name.length * (/[^\u0000-\u02ff]/.test(name) ? 10.8 : 6.8);
  const left = anchor === "start" ? x : x - width;
  return [
    `<rect x="${left}" y="${y - 13}" width="${width.toFixed(1)}" height="19" rx="6" fill="${C.brandSoft}"/>`,
    `<rect x="${left + 4}" y="${y - 9.5}" width="12" height="12" rx="3" fill="${ICON_FILL[kind]}"/>`,
    text(left + 20, y, name, { size: 10.5, weight: 600, fill: C.brandInk }),
  ].join("\n");
}

/** A detail row of an action: a name on the left, its value on the right, a hairline above. */
const detail = (y: number, name: string, value?: string) => [
  `<path d="M ${LEFT + 12} ${y - 16} H ${RIGHT - 12}" stroke="${C.line}"/>`,
  text(LEFT + 12, y, name, { size: 10.5 }),
  ...(value ? [text(RIGHT - 12, y, value, { size: 10.5, weight: 600, fill: C.brand, anchor: "end" })] : []),
];

const flow = (y: number) =>
  `<path d="M ${MIDDLE} ${y} v 12 m -4 -4 l 4 4 l 4 -4" fill="none" stroke="${C.muted}" stroke-width="1.5" stroke-linecap="round"/>`;

function drawFind(words: Words["find"]): string[] {
  return [
    text(MIDDLE, 62, words.name, { size: 15, weight: 700, fill: C.ink, anchor: "middle" }),
    card(84, 124),
    ...actionTitle(84, "list", words.findReminders),
    text(LEFT + 12, 136, words.where, { size: 9.5, weight: 600, fill: C.muted }),
    `<rect x="${LEFT + 10}" y="144" width="${RIGHT - LEFT - 20}" height="24" rx="7" fill="${C.screen}"/>`,
    text(LEFT + 18, 160, words.notCompleted, { size: 10.5, weight: 600, fill: C.brandInk }),
    `<rect x="${LEFT + 10}" y="174" width="${RIGHT - LEFT - 20}" height="24" rx="7" fill="${C.screen}"/>`,
    text(LEFT + 18, 190, words.list, { size: 10.5, fill: C.text }),
    text(RIGHT - 18, 190, words.listName, { size: 10.5, weight: 600, fill: C.brand, anchor: "end" }),
    flow(214),
    card(232, 78),
    ...actionTitle(232, "text", words.text),
    variable(LEFT + 12, 290, words.reminders, "list"),
  ];
}

function drawSend(words: Words["send"]): string[] {
  return [
    card(48, 180),
    ...actionTitle(48, "globe", words.getContents),
    `<rect x="${LEFT + 10}" y="88" width="${RIGHT - LEFT - 20}" height="22" rx="6" fill="${C.brandSoft}"/>`,
    text(LEFT + 16, 103, "…/api/sources/push/•••", { size: 9.5, weight: 600, fill: C.brandInk }),
    ...detail(142, words.method, "POST"),
    ...detail(176, words.body, words.file),
    ...detail(210, words.file),
    variable(RIGHT - 12, 210, words.text, "text", "end"),
    flow(236),
    card(256, 64),
    ...actionTitle(256, "shortcut", words.runShortcut),
    variable(LEFT + 40, 306, words.wallminder, "shortcut"),
    // The play button that runs it once by hand.
    `<circle cx="${MIDDLE}" cy="410" r="18" fill="${C.brand}"/>`,
    `<path d="M ${MIDDLE - 5} 402 L ${MIDDLE + 8} 410 L ${MIDDLE - 5} 418 Z" fill="${C.card}"/>`,
  ];
}

function automation(y: number, kind: Icon, when: string, words: Words["automation"]): string[] {
  return [
    card(y, 92),
    icon(LEFT + 10, y + 10, kind),
    text(LEFT + 40, y + 25, when, { size: 12, weight: 700, fill: C.ink }),
    text(LEFT + 40, y + 43, words.runs, { size: 10.5, fill: C.text }),
    `<path d="M ${LEFT + 12} ${y + 56} H ${RIGHT - 12}" stroke="${C.line}"/>`,
    `<circle cx="${LEFT + 20}" cy="${y + 74}" r="7" fill="${C.brand}"/>`,
    `<path d="M ${LEFT + 16.8} ${y + 74} l 2.1 2.2 l 4.2 -4.3" fill="none" stroke="${C.card}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"/>`,
    text(LEFT + 34, y + 78, words.runNow, { size: 10.5, weight: 600, fill: C.brandInk }),
  ];
}

function drawAutomation(words: Words["automation"]): string[] {
  return [
    text(LEFT + 4, 70, words.heading, { size: 20, weight: 800, fill: C.ink }),
    text(LEFT + 4, 100, words.personal, { size: 10, weight: 600, fill: C.muted }),
    ...automation(110, "clock", words.daily, words),
    ...automation(216, "place", words.leave, words),
    // The + that adds another automation.
    `<circle cx="${RIGHT - 14}" cy="64" r="12" fill="${C.brandSoft}"/>`,
    `<path d="M ${RIGHT - 14} 58 v 12 M ${RIGHT - 20} 64 h 12" stroke="${C.brand}" stroke-width="2" stroke-linecap="round"/>`,
  ];
}

/** The SVG of one picture in one language. */
export function drawReminderPicture(picture: ReminderPicture, locale: PictureLocale): string {
  const words = PICTURE_LOCALES[locale].livePage.reminders.pictures;
  const lang = locale === "en" ? "en" : "zh-CN";
  switch (picture) {
    case "find":
      return phone(words.find.label, lang, drawFind(words.find));
    case "send":
      return phone(words.send.label, lang, drawSend(words.send));
    case "automation":
      return phone(words.automation.label, lang, drawAutomation(words.automation));
  }
}

export const pictureFile = (picture: ReminderPicture, locale: PictureLocale) => `reminders-${picture}.${locale}.svg`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(PICTURE_DIR, { recursive: true });
  for (const locale of Object.keys(PICTURE_LOCALES) as PictureLocale[]) {
    for (const picture of REMINDER_PICTURES) {
      writeFileSync(path.join(PICTURE_DIR, pictureFile(picture, locale)), drawReminderPicture(picture, locale));
      console.log(`wrote public/images/live/${pictureFile(picture, locale)}`);
    }
  }
}
