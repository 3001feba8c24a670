"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ComponentProps, type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useBrowserTimeZone, useFailureText } from "@/components/history/use-history-text";
import { notify } from "@/components/toaster";
import { Button, buttonClassName } from "@/components/ui/button";
import { LoadingLine } from "@/components/ui/spinner";
import type { GoogleTaskListRefView, SourceView } from "@/lib/api/sources";
import { connectSource, fetchGoogleTaskLists } from "@/lib/sources/client";
import type { SourceKind } from "@/lib/sources/types";

/** Todoist's own filter for what is due: the member may change it to any Todoist filter. */
export const DEFAULT_TODOIST_FILTER = "today | overdue";

export interface ConnectOptions {
  /** Todoist's OAuth client is configured: members may connect by signing in at Todoist. */
  todoistOAuth: boolean;
  /** Google sign-in is configured: members may let Wallminder read their Google Tasks. */
  googleTasks: boolean;
}

interface Props extends ConnectOptions {
  available: readonly SourceKind[];
  onConnected(source: SourceView): void;
}

export const FIELD =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30";

/**
 * Connecting a to-do app or a calendar on /account (decision record 021), one form per kind this site offers: Todoist
 * by a personal API token (or by signing in at Todoist), a calendar feed by its address, Google Tasks by letting
 * Wallminder read them and picking the lists. The browser's time zone decides the sources' "today".
 */
export function ConnectSources({ available, todoistOAuth, googleTasks, onConnected }: Props) {
  const t = useTranslations("sources.connect");
  const returned = useReturn();
  const offers = (kind: SourceKind) => available.includes(kind);
  const connected = (source: SourceView) => {
    onConnected(source);
    notify("success", t("connected", { label: source.label }));
  };
  return (
    <div className="space-y-3" data-testid="connect-sources">
      <h3 className="font-semibold text-slate-900">{t("heading")}</h3>
      {returned && <Returned {...returned} />}
      {offers("todoist") && <TodoistForm oauth={todoistOAuth} onConnected={connected} />}
      {offers("ical") && <CalendarForm onConnected={connected} />}
      {offers("google-tasks") && googleTasks && (
        <GoogleTasks picking={returned?.source === "google-tasks" && returned.result === "connected"} onConnected={connected} />
      )}
    </div>
  );
}

type ReturnedFrom =
  | { source: "todoist"; result: "connected" | "denied" | "failed" | "invalid" }
  | { source: "google-tasks"; result: "connected" | "denied" | "failed" };

const RESULTS = { todoist: ["connected", "denied", "failed", "invalid"], "google-tasks": ["connected", "denied", "failed"] } as const;

/**
 * Where the member came back from (`/account?source=todoist&result=connected`), as the connect routes send them; Todoist's
 * `invalid` is a callback whose link was forged, expired or used before.
 */
function useReturn(): ReturnedFrom | null {
  const params = useSearchParams();
  const source = params.get("source");
  const result = params.get("result");
  if (source !== "todoist" && source !== "google-tasks") return null;
  const known = (RESULTS[source] as readonly string[]).includes(result ?? "");
  return known ? ({ source, result } as ReturnedFrom) : null;
}

/** Todoist's answer, once: Google's "connected" is the list picker's to say. */
function Returned({ source, result }: ReturnedFrom) {
  const t = useTranslations("sources.connect.returned");
  if (source === "google-tasks" && result === "connected") return null;
  const ok = result === "connected";
  return (
    <p
      role={ok ? "status" : "alert"}
      className={ok ? "rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900" : "rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"}
    >
      {t(`${source === "todoist" ? "todoist" : "googleTasks"}.${result}`)}
    </p>
  );
}

/** A connect call's busy state and the API's error, kept next to its form. */
function useConnect(onConnected: (source: SourceView) => void) {
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function connect(request: Parameters<typeof connectSource>[0]): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      onConnected(await connectSource(request));
      return true;
    } catch (failure) {
      setError(failureText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, connect };
}

interface CardProps {
  title: string;
  lead: ReactNode;
  testId: string;
  children: ReactNode;
}

function Card({ title, lead, testId, children }: CardProps) {
  return (
    <div className="rounded-xl border border-slate-200 p-4" data-testid={testId}>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      {children}
    </div>
  );
}

interface FieldProps extends Omit<ComponentProps<"input">, "id" | "className"> {
  label: string;
  hint?: string;
  /** The form's error, when it shows one: the field is marked invalid and described by it. */
  errorId?: string | null;
}

/** A labelled text field with its hint, for addresses and tokens (no spelling, no autofill). */
function Field({ label, hint, errorId, ...input }: FieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hint && hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={FIELD}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

function FormError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** The start of connecting Todoist at Todoist, carrying the browser's time zone for the source (none before the script runs). */
const todoistAuthorizeHref = (timeZone: string | null) =>
  `/api/sources/todoist/authorize${timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : ""}`;

function TodoistForm({ oauth, onConnected }: { oauth: boolean; onConnected(source: SourceView): void }) {
  const t = useTranslations("sources.connect.todoist");
  const ids = { error: useId() };
  const [token, setToken] = useState("");
  const [filter, setFilter] = useState(DEFAULT_TODOIST_FILTER);
  const { busy, error, connect } = useConnect(onConnected);
  const timeZone = useBrowserTimeZone(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const settings = { filter: filter.trim() || DEFAULT_TODOIST_FILTER };
    if (await connect({ kind: "todoist", settings, secret: token.trim() })) setToken("");
  }
  return (
    <Card title={t("title")} lead={t("lead")} testId="connect-todoist">
      {oauth && (
        <>
          <a href={todoistAuthorizeHref(timeZone)} className={buttonClassName({ className: "mt-3" })}>
            {t("oauth")}
          </a>
          <p className="mt-3 text-sm text-slate-600">{t("orToken")}</p>
        </>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-3">
        <Field
          label={t("token")}
          hint={t("tokenHint")}
          errorId={error && ids.error}
          type="password"
          required
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
        <Field label={t("filter")} type="text" value={filter} onChange={(event) => setFilter(event.target.value)} />
        <Button type="submit" busy={busy} disabled={busy || token.trim() === ""}>
          {busy ? t("connecting") : t("connect")}
        </Button>
      </form>
      <FormError id={ids.error} error={error} />
    </Card>
  );
}

function CalendarForm({ onConnected }: { onConnected(source: SourceView): void }) {
  const t = useTranslations("sources.connect.ical");
  const ids = { error: useId() };
  const [address, setAddress] = useState("");
  const { busy, error, connect } = useConnect(onConnected);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await connect({ kind: "ical", settings: {}, secret: address.trim() })) setAddress("");
  }
  return (
    <Card title={t("title")} lead={t("lead")} testId="connect-ical">
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-3">
        <Field
          label={t("address")}
          hint={t("addressHint")}
          errorId={error && ids.error}
          type="url"
          inputMode="url"
          required
          placeholder="webcal://"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <Button type="submit" busy={busy} disabled={busy || address.trim() === ""}>
          {busy ? t("connecting") : t("connect")}
        </Button>
      </form>
      <FormError id={ids.error} error={error} />
    </Card>
  );
}

type Lists = { status: "idle" } | { status: "loading" } | { status: "error"; message: string } | { status: "ready"; lists: GoogleTaskListRefView[] };

/**
 * Google Tasks: a link to Google's consent page (the read-only Tasks scope, asked for only now); back here, the
 * member's lists to pick from, the first one picked.
 */
function GoogleTasks({ picking, onConnected }: { picking: boolean; onConnected(source: SourceView): void }) {
  const t = useTranslations("sources.connect.googleTasks");
  const failureText = useFailureText();
  const ids = { legend: useId(), error: useId() };
  const [lists, setLists] = useState<Lists>(() => (picking ? { status: "loading" } : { status: "idle" }));
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const { busy, error, connect } = useConnect(onConnected);

  useEffect(() => {
    if (!picking) return;
    let current = true;
    fetchGoogleTaskLists().then(
      (found) => {
        if (!current) return;
        setLists({ status: "ready", lists: found });
        setPicked(new Set(found.slice(0, 1).map((list) => list.id)));
      },
      (failure: unknown) => current && setLists({ status: "error", message: failureText(failure) }),
    );
    return () => {
      current = false;
    };
  }, [picking, failureText]);

  async function submit(event: FormEvent, all: GoogleTaskListRefView[]) {
    event.preventDefault();
    const chosen = all.filter((list) => picked.has(list.id));
    if (await connect({ kind: "google-tasks", settings: { lists: chosen } })) {
      setLists({ status: "idle" });
      // The page's address no longer says it came back from Google: a reload shows the link, not the picker.
      window.history.replaceState(null, "", window.location.pathname);
    }
  }
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Card title={t("title")} lead={t("lead")} testId="connect-google-tasks">
      {lists.status === "loading" && <LoadingLine className="mt-3">{t("loadingLists")}</LoadingLine>}
      {lists.status === "error" && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {lists.message}
        </p>
      )}
      {lists.status === "ready" &&
        (lists.lists.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">{t("noLists")}</p>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event, lists.lists)} className="mt-3 space-y-3">
            <fieldset aria-describedby={error ? ids.error : undefined}>
              <legend id={ids.legend} className="text-sm font-semibold text-slate-900">
                {t("pick")}
              </legend>
              <ul className="mt-2 space-y-2">
                {lists.lists.map((list) => (
                  <li key={list.id}>
                    <label className="flex items-center gap-2 text-sm text-slate-800">
                      <input type="checkbox" checked={picked.has(list.id)} onChange={() => toggle(list.id)} className="size-4 accent-brand-600" />
                      {list.title || t("untitled")}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <Button type="submit" busy={busy} disabled={busy || picked.size === 0}>
              {busy ? t("connecting") : t("connect")}
            </Button>
          </form>
        ))}
      {lists.status !== "ready" && (
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- a route that sends the member on to Google
        <a href="/api/sources/google-tasks/authorize" className={buttonClassName({ variant: "secondary", className: "mt-3" })}>
          {t("allow")}
        </a>
      )}
      <FormError id={ids.error} error={error} />
    </Card>
  );
}
