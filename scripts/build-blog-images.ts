/**
 * Writes the featured image of every article, public/images/blog/<slug>.svg (1200x630): a soft
 * gradient, a phone with a few task lines on its lock screen, and two floating cards. The slug
 * seeds every choice (palette, tilt, line lengths), so each article gets its own image and a
 * re-run writes the same bytes. Run `npx tsx scripts/build-blog-images.ts` after adding an article.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

interface Palette {
  from: string;
  to: string;
  accent: string;
}

// Light backgrounds with one saturated accent each, close to the brand indigo's family.
const PALETTES: readonly Palette[] = [
  { from: "#eef2ff", to: "#c7d2fe", accent: "#4f46e5" },
  { from: "#fff1f2", to: "#fecdd3", accent: "#e11d48" },
  { from: "#ecfdf5", to: "#a7f3d0", accent: "#059669" },
  { from: "#f0f9ff", to: "#bae6fd", accent: "#0284c7" },
  { from: "#f5f3ff", to: "#ddd6fe", accent: "#7c3aed" },
  { from: "#fffbeb", to: "#fde68a", accent: "#d97706" },
];
const INK = "#1e1b4b";

/** FNV-1a: a stable 32-bit number from the slug. */
function hashSlug(slug: string): number {
  let hash = 0x811c9dc5;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** mulberry32: a small seeded generator, so "random" lengths are the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function taskLines(random: () => number, accent: string): string {
  const count = 3 + Math.floor(random() * 2);
  return Array.from({ length: count }, (_, index) => {
    const y = 262 + index * 64;
    const width = Math.round(96 + random() * 72);
    const done = index === 0; // the first task is ticked: the picture is of progress, not a pile
    const box = done
      ? `<circle cx="522" cy="${y}" r="12" fill="${accent}"/><path d="M516 ${y}l4 4 8-8" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<circle cx="522" cy="${y}" r="11" fill="none" stroke="${accent}" stroke-width="3"/>`;
    const bar = `<rect x="546" y="${y - 7}" width="${width}" height="14" rx="7" fill="${INK}" opacity="${done ? 0.3 : 0.78}"/>`;
    return box + bar;
  }).join("\n    ");
}

function phone(palette: Palette, random: () => number): string {
  const tilt = Math.round((random() * 2 - 1) * 7);
  return `<g transform="rotate(${tilt} 600 315)">
    <rect x="470" y="40" width="260" height="550" rx="42" fill="${INK}" filter="url(#shadow)"/>
    <rect x="482" y="52" width="236" height="526" rx="32" fill="url(#screen)"/>
    <rect x="566" y="66" width="68" height="18" rx="9" fill="${INK}"/>
    <rect x="568" y="112" width="64" height="8" rx="4" fill="${palette.accent}" opacity="0.45"/>
    <rect x="532" y="130" width="136" height="52" rx="14" fill="${palette.accent}" opacity="0.9"/>
    ${taskLines(random, palette.accent)}
    <rect x="555" y="556" width="90" height="6" rx="3" fill="${INK}" opacity="0.3"/>
  </g>`;
}

function floatingCards(palette: Palette): string {
  return `<g transform="rotate(-10 250 210)" filter="url(#soft)">
    <rect x="170" y="160" width="170" height="100" rx="20" fill="#fff" opacity="0.92"/>
    <circle cx="208" cy="210" r="16" fill="${palette.accent}" opacity="0.9"/>
    <rect x="236" y="196" width="80" height="10" rx="5" fill="${INK}" opacity="0.55"/>
    <rect x="236" y="216" width="56" height="10" rx="5" fill="${INK}" opacity="0.25"/>
  </g>
  <g transform="rotate(8 960 430)" filter="url(#soft)">
    <rect x="860" y="380" width="190" height="96" rx="20" fill="#fff" opacity="0.92"/>
    <path d="M892 430l12 12 24-26" fill="none" stroke="${palette.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="948" y="412" width="76" height="10" rx="5" fill="${INK}" opacity="0.5"/>
    <rect x="948" y="432" width="52" height="10" rx="5" fill="${INK}" opacity="0.25"/>
  </g>`;
}

function blogImageSvg(slug: string): string {
  const seed = hashSlug(slug);
  const palette = PALETTES[seed % PALETTES.length] ?? PALETTES[0]!;
  const random = seededRandom(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${palette.from}"/></linearGradient>
    <filter id="shadow" x="-40%" y="-20%" width="180%" height="150%"><feDropShadow dx="0" dy="22" stdDeviation="24" flood-color="${INK}" flood-opacity="0.28"/></filter>
    <filter id="soft" x="-30%" y="-30%" width="160%" height="180%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="${INK}" flood-opacity="0.12"/></filter>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="${140 + Math.round(random() * 120)}" cy="520" r="170" fill="${palette.accent}" opacity="0.08"/>
  <circle cx="${1020 + Math.round(random() * 80)}" cy="110" r="140" fill="#ffffff" opacity="0.45"/>
  ${floatingCards(palette)}
  ${phone(palette, random)}
</svg>
`;
}

function main() {
  const root = process.cwd();
  const outDir = path.join(root, "public", "images", "blog");
  mkdirSync(outDir, { recursive: true });
  const slugs = readdirSync(path.join(root, "content", "blog"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length));
  for (const slug of slugs) writeFileSync(path.join(outDir, `${slug}.svg`), blogImageSvg(slug));
  console.log(`Wrote ${slugs.length} images to ${path.relative(root, outDir)}`);
}

main();
