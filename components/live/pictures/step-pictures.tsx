import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ActionIcon, COLORS, Card, PhoneFrame, PlayButton, SCREEN, SwitchRow, Tick } from "./phone-frame";
import { useCatalogue } from "@/lib/i18n/catalogue";

/**
 * The six pictures of the /live guide, one per step, drawn by us in the phone of phone-frame.tsx. Each takes its
 * words from `livePage.pictures.*`, so the Chinese guide draws Chinese screens; the two that show where the phone
 * connects name this site's host.
 */

const CARD_LEFT = 20;
const CARD_WIDTH = SCREEN.right - SCREEN.left - 24;
const CARD_RIGHT = CARD_LEFT + CARD_WIDTH;
const ICON_COLORS = { globe: "#2563eb", picture: "#db2777", clock: "#0d9488" } as const;

/** A long host is cut so that the address stays inside the screen. */
function shortHost(host: string, room: number): string {
  return host.length <= room ? host : `${host.slice(0, room - 1)}…`;
}

function Title({ y, children, size = 15 }: { y: number; children: ReactNode; size?: number }) {
  return (
    <text x={SCREEN.middle} y={y} textAnchor="middle" fontSize={size} fontWeight="700" fill={COLORS.ink}>
      {children}
    </text>
  );
}

function Label({ y, children }: { y: number; children: ReactNode }) {
  return (
    <text x={CARD_LEFT + 4} y={y} fontSize="10" fontWeight="600" fill={COLORS.muted} letterSpacing="0.4">
      {children}
    </text>
  );
}

interface ActionCardProps {
  y: number;
  height: number;
  kind: keyof typeof ICON_COLORS;
  title: string;
  /** The action's details, drawn under its name. */
  children?: ReactNode;
}

/** An action in an editor: its icon and name on the first line, then its details. */
function ActionCard({ y, height, kind, title, children }: ActionCardProps) {
  return (
    <g>
      <Card x={CARD_LEFT} y={y} width={CARD_WIDTH} height={height} />
      <ActionIcon x={CARD_LEFT + 10} y={y + 9} kind={kind} fill={ICON_COLORS[kind]} />
      <text x={CARD_LEFT + 40} y={y + 24} fontSize="12" fontWeight="700" fill={COLORS.ink}>
        {title}
      </text>
      {children}
    </g>
  );
}

/** A detail line inside an action card: a key on the left and, optionally, its value on the right. */
function Detail({ y, name, value }: { y: number; name: string; value?: string }) {
  return (
    <g>
      <text x={CARD_LEFT + 12} y={y} fontSize="10.5" fill={COLORS.text}>
        {name}
      </text>
      {value && (
        <text x={CARD_RIGHT - 12} y={y} textAnchor="end" fontSize="10.5" fontWeight="600" fill={COLORS.brand}>
          {value}
        </text>
      )}
    </g>
  );
}

/** The arrow from one action to the next. */
function Flow({ y }: { y: number }) {
  return <path d={`M ${SCREEN.middle} ${y} v 12 m -4 -4 l 4 4 l 4 -4`} fill="none" stroke={COLORS.muted} strokeWidth="1.5" strokeLinecap="round" />;
}

/** The lock screen's list is wider than the other cards: a task's words fill it, in whatever sans-serif the reader has. */
const LOCK_CARD_LEFT = SCREEN.left + 6;
const LOCK_CARD_WIDTH = SCREEN.right - SCREEN.left - 12;

export function LockScreenPicture() {
  const t = useTranslations("livePage.pictures.lock");
  const tasks = useCatalogue().livePage.pictures.lock.tasks;
  return (
    <PhoneFrame label={t("label")} screen="#1e1b4b">
      <text x={SCREEN.middle} y={72} textAnchor="middle" fontSize="13" fontWeight="600" fill="#c7d2fe">
        {t("day")}
      </text>
      <text x={SCREEN.middle} y={128} textAnchor="middle" fontSize="54" fontWeight="700" fill="#ffffff">
        {t("time")}
      </text>
      <rect x={LOCK_CARD_LEFT} y={196} width={LOCK_CARD_WIDTH} height={tasks.length * 40 + 16} rx="16" fill="#ffffff" fillOpacity="0.12" />
      {tasks.map((task, index) => {
        const y = 224 + index * 40;
        const done = index === 0;
        return (
          <g key={task}>
            {done ? (
              <Tick cx={LOCK_CARD_LEFT + 20} cy={y - 4} r={9} fill="#818cf8" />
            ) : (
              <circle cx={LOCK_CARD_LEFT + 20} cy={y - 4} r="8.5" fill="none" stroke="#c7d2fe" strokeWidth="1.5" />
            )}
            <text
              x={LOCK_CARD_LEFT + 36}
              y={y}
              fontSize="12.5"
              fontWeight="600"
              fill={done ? "#a5b4fc" : "#ffffff"}
              textDecoration={done ? "line-through" : undefined}
            >
              {task}
            </text>
          </g>
        );
      })}
      <rect x={SCREEN.middle - 50} y={452} width="100" height="4" rx="2" fill="#ffffff" fillOpacity="0.7" />
    </PhoneFrame>
  );
}

export function ShortcutPicture({ host }: { host: string }) {
  const t = useTranslations("livePage.pictures.shortcut");
  return (
    <PhoneFrame label={t("label")}>
      <Title y={62}>{t("name")}</Title>
      <ActionCard y={84} height={72} kind="globe" title={t("getContents")}>
        <rect x={CARD_LEFT + 10} y={124} width={CARD_WIDTH - 20} height="22" rx="6" fill={COLORS.brandSoft} />
        <text x={CARD_LEFT + 16} y={139} fontSize="9.5" fontWeight="600" fill={COLORS.brandInk}>
          {`${shortHost(host, 20)}/api/live/…`}
        </text>
      </ActionCard>
      <Flow y={160} />
      <ActionCard y={178} height={118} kind="picture" title={t("setWallpaper")}>
        <Detail y={228} name={t("lockScreen")} />
        <Tick cx={CARD_RIGHT - 20} cy={224} r={7} />
        <SwitchRow left={CARD_LEFT} right={CARD_RIGHT} y={252} label={t("showPreview")} on={false} />
        <SwitchRow left={CARD_LEFT} right={CARD_RIGHT} y={278} label={t("cropToSubject")} on={false} />
      </ActionCard>
      <PlayButton cx={SCREEN.middle} cy={420} />
    </PhoneFrame>
  );
}

export function AllowConnectPicture({ host }: { host: string }) {
  const t = useTranslations("livePage.pictures.confirm");
  const buttons = [
    { key: "allowOnce", chosen: false },
    { key: "alwaysAllow", chosen: true },
    { key: "dontAllow", chosen: false },
  ] as const;
  return (
    <PhoneFrame label={t("label", { host })}>
      {/* The shortcut behind the question, dimmed. */}
      <Card x={CARD_LEFT} y={84} width={CARD_WIDTH} height={56} />
      <Card x={CARD_LEFT} y={160} width={CARD_WIDTH} height={90} />
      <rect
        x={SCREEN.left}
        y={SCREEN.top}
        width={SCREEN.right - SCREEN.left}
        height={SCREEN.bottom - SCREEN.top}
        rx="28"
        fill={COLORS.ink}
        fillOpacity="0.45"
      />
      <rect x="32" y="148" width="176" height="200" rx="14" fill="#f8fafc" />
      {[t("line1"), t("line2"), t("line3", { host: shortHost(host, 22) })].map((line, index) => (
        <text
          key={index}
          x={SCREEN.middle}
          y={176 + index * 17}
          textAnchor="middle"
          fontSize="12"
          fontWeight={index === 1 ? "400" : "700"}
          fill={COLORS.ink}
        >
          {line}
        </text>
      ))}
      {buttons.map(({ key, chosen }, index) => {
        const y = 224 + index * 41;
        return (
          <g key={key}>
            <path d={`M 32 ${y} H 208`} stroke={COLORS.line} />
            {chosen && <rect x="38" y={y + 4} width="164" height="33" rx="8" fill={COLORS.brandSoft} />}
            <text
              x={SCREEN.middle}
              y={y + 25}
              textAnchor="middle"
              fontSize="12.5"
              fontWeight={chosen ? "700" : "500"}
              fill={chosen ? COLORS.brandInk : "#2563eb"}
            >
              {t(key)}
            </text>
          </g>
        );
      })}
    </PhoneFrame>
  );
}

export function AutomationPicture() {
  const t = useTranslations("livePage.pictures.automation");
  const runs = [
    { key: "runAfter", chosen: false },
    { key: "runNow", chosen: true },
  ] as const;
  return (
    <PhoneFrame label={t("label")}>
      <Title y={62}>{t("heading")}</Title>
      <Card x={CARD_LEFT} y={80} width={CARD_WIDTH} height={96} />
      <text x={SCREEN.middle} y={126} textAnchor="middle" fontSize="34" fontWeight="700" fill={COLORS.ink}>
        {t("time")}
      </text>
      <path d={`M ${CARD_LEFT + 10} 142 H ${CARD_RIGHT - 10}`} stroke={COLORS.line} />
      <Detail y={164} name={t("daily")} />
      <Tick cx={CARD_RIGHT - 20} cy={160} r={7} />
      <Card x={CARD_LEFT} y={192} width={CARD_WIDTH} height={120} />
      {runs.map(({ key, chosen }, index) => {
        const y = 218 + index * 34;
        return (
          <g key={key}>
            <text x={CARD_LEFT + 12} y={y} fontSize="11.5" fontWeight={chosen ? "700" : "400"} fill={chosen ? COLORS.ink : COLORS.text}>
              {t(key)}
            </text>
            {chosen ? (
              <Tick cx={CARD_RIGHT - 20} cy={y - 4} r={7} />
            ) : (
              <circle cx={CARD_RIGHT - 20} cy={y - 4} r="6.5" fill="none" stroke={COLORS.off} strokeWidth="1.5" />
            )}
          </g>
        );
      })}
      <path d={`M ${CARD_LEFT + 10} 270 H ${CARD_RIGHT - 10}`} stroke={COLORS.line} />
      <SwitchRow left={CARD_LEFT} right={CARD_RIGHT} y={292} label={t("notify")} on={false} />
      <rect x={SCREEN.middle - 60} y={404} width="120" height="36" rx="18" fill={COLORS.brand} />
      <text x={SCREEN.middle} y={427} textAnchor="middle" fontSize="13" fontWeight="700" fill={COLORS.card}>
        {t("next")}
      </text>
    </PhoneFrame>
  );
}

/** The bar across the top of an Android app's screen, with the macro's or task's name. */
function AppBar({ title }: { title: string }) {
  return (
    <g>
      <path d={`M ${SCREEN.left} 76 V 36 a 28 28 0 0 1 28 -28 H ${SCREEN.right - 28} a 28 28 0 0 1 28 28 V 76 Z`} fill={COLORS.brand} />
      <path d="M 24 56 l 6 -6 m -6 6 l 6 6 m -6 -6 h 14" fill="none" stroke={COLORS.card} strokeWidth="1.8" strokeLinecap="round" />
      <text x="50" y="61" fontSize="15" fontWeight="700" fill={COLORS.card}>
        {title}
      </text>
    </g>
  );
}

export function MacroPicture() {
  const t = useTranslations("livePage.pictures.macro");
  return (
    <PhoneFrame label={t("label")}>
      <AppBar title={t("name")} />
      <Label y={102}>{t("triggers")}</Label>
      <ActionCard y={110} height={62} kind="clock" title={t("dayTime")}>
        <Detail y={159} name={t("everyDay")} />
      </ActionCard>
      <Label y={198}>{t("actions")}</Label>
      <ActionCard y={206} height={62} kind="globe" title={t("http")}>
        <Detail y={255} name="GET" value="wallminder.png" />
      </ActionCard>
      <Flow y={272} />
      <ActionCard y={290} height={62} kind="picture" title={t("setWallpaper")}>
        <Detail y={339} name={t("lockScreen")} value="wallminder.png" />
      </ActionCard>
      <circle cx={CARD_RIGHT - 14} cy={430} r="20" fill={COLORS.brand} />
      <path
        d={`M ${CARD_RIGHT - 22} 430 l 5 5 l 11 -11`}
        fill="none"
        stroke={COLORS.card}
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </PhoneFrame>
  );
}

export function TaskerPicture() {
  const t = useTranslations("livePage.pictures.tasker");
  return (
    <PhoneFrame label={t("label")}>
      <AppBar title={t("name")} />
      <rect x={CARD_LEFT} y={90} width={CARD_WIDTH} height="30" rx="15" fill={COLORS.brandSoft} />
      <ActionIcon x={CARD_LEFT + 5} y={94} kind="clock" fill={ICON_COLORS.clock} />
      <text x={CARD_LEFT + 36} y={109} fontSize="11.5" fontWeight="700" fill={COLORS.brandInk}>
        {t("profile")}
      </text>
      <text x={CARD_RIGHT - 14} y={109} textAnchor="end" fontSize="13" fill={COLORS.brandInk}>
        →
      </text>
      <ActionCard y={136} height={78} kind="globe" title={`1  ${t("http")}`}>
        <Detail y={184} name={t("outputFile")} />
        <Detail y={202} name="Download/wallminder.png" />
      </ActionCard>
      <Flow y={218} />
      <ActionCard y={236} height={78} kind="picture" title={`2  ${t("setWallpaper")}`}>
        <Detail y={284} name={t("image")} />
        <Detail y={302} name="Download/wallminder.png" />
      </ActionCard>
      <PlayButton cx={CARD_LEFT + 24} cy={428} />
    </PhoneFrame>
  );
}
