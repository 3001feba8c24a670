import type { ReactNode } from "react";

/**
 * The pieces every picture of the live guide is drawn with: a plain phone (our own drawing, no maker's artwork), 240
 * by 480 units, and the few controls its screens show. Server components only: the SVG is sent as markup, with no
 * script. Text inside a picture is part of it, not read out on its own: the picture's label says what it shows.
 */
export const COLORS = {
  ink: "#0f172a",
  text: "#334155",
  muted: "#64748b",
  line: "#e2e8f0",
  card: "#ffffff",
  brand: "#4f46e5",
  brandSoft: "#e0e7ff",
  brandInk: "#3730a3",
  off: "#cbd5e1",
} as const;

/** The phone's screen spans x 8 to 232 and y 8 to 472; its middle is x 120. */
export const SCREEN = { left: 8, right: 232, top: 8, bottom: 472, middle: 120 } as const;

export function PhoneFrame({ label, screen = "#f1f5f9", children }: { label: string; screen?: string; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 240 480"
      xmlns="http://www.w3.org/2000/svg"
      className="mx-auto block h-auto w-full max-w-60 drop-shadow-md"
    >
      <rect x="1" y="1" width="238" height="478" rx="34" fill="#1e293b" />
      <rect x="8" y="8" width="224" height="464" rx="28" fill={screen} />
      <circle cx="120" cy="22" r="4.5" fill="#1e293b" />
      {children}
    </svg>
  );
}

/** An on/off switch whose right edge is at `right` and whose middle is at `y`. */
export function Switch({ right, y, on }: { right: number; y: number; on: boolean }) {
  const x = right - 32;
  return (
    <g>
      <rect x={x} y={y - 10} width="32" height="20" rx="10" fill={on ? COLORS.brand : COLORS.off} />
      <circle cx={on ? x + 22 : x + 10} cy={y} r="8" fill={COLORS.card} />
    </g>
  );
}

/** A label on the left and a switch on the right, inside a card that runs from `left` to `right`. */
export function SwitchRow({ left, right, y, label, on }: { left: number; right: number; y: number; label: string; on: boolean }) {
  return (
    <g>
      <text x={left + 12} y={y + 4} fontSize="11.5" fill={COLORS.text}>
        {label}
      </text>
      <Switch right={right - 12} y={y} on={on} />
    </g>
  );
}

/** A white card with a hairline border. */
export function Card({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  return <rect x={x} y={y} width={width} height={height} rx="12" fill={COLORS.card} stroke={COLORS.line} />;
}

/** A filled circle with a tick: something chosen. */
export function Tick({ cx, cy, r = 8, fill = COLORS.brand }: { cx: number; cy: number; r?: number; fill?: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <path
        d={`M ${cx - r * 0.45} ${cy} l ${r * 0.3} ${r * 0.32} l ${r * 0.6} ${-r * 0.62}`}
        fill="none"
        stroke={COLORS.card}
        strokeWidth={r * 0.24}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A round "play" button, as in the shortcut and task editors. */
export function PlayButton({ cx, cy }: { cx: number; cy: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r="18" fill={COLORS.brand} />
      <path d={`M ${cx - 5} ${cy - 8} L ${cx + 8} ${cy} L ${cx - 5} ${cy + 8} Z`} fill={COLORS.card} />
    </g>
  );
}

/** A small square icon for an action: a globe for fetching, a picture for the wallpaper, a clock for the time. */
export function ActionIcon({ x, y, kind, fill }: { x: number; y: number; kind: "globe" | "picture" | "clock"; fill: string }) {
  const cx = x + 11;
  const cy = y + 11;
  return (
    <g>
      <rect x={x} y={y} width="22" height="22" rx="6" fill={fill} />
      <g fill="none" stroke={COLORS.card} strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
        {kind === "globe" && (
          <>
            <circle cx={cx} cy={cy} r="6.5" />
            <ellipse cx={cx} cy={cy} rx="2.8" ry="6.5" />
            <path d={`M ${cx - 6.5} ${cy} H ${cx + 6.5}`} />
          </>
        )}
        {kind === "picture" && (
          <>
            <rect x={x + 4.5} y={y + 5.5} width="13" height="11" rx="2" />
            <path d={`M ${x + 5} ${y + 15} l 4 -4.5 l 3 3 l 2 -2 l 3.5 3.5`} />
            <circle cx={x + 14} cy={y + 9} r="1.2" />
          </>
        )}
        {kind === "clock" && (
          <>
            <circle cx={cx} cy={cy} r="6.5" />
            <path d={`M ${cx} ${cy - 3.5} V ${cy} l 2.5 2`} />
          </>
        )}
      </g>
    </g>
  );
}
