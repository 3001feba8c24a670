"use client";

import { Link2, RefreshCw, Trash2 } from "lucide";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useFailureText, useWallpaperDate } from "@/components/history/use-history-text";
import { ShownOnceAddress } from "@/components/shown-once-address";
import { notify } from "@/components/toaster";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Icon } from "@/components/ui/icon";
import { Panel } from "@/components/ui/panel";
import { LoadingLine } from "@/components/ui/spinner";
import type { SourceView } from "@/lib/api/sources";
import { disconnectSource, fetchSources, issuePushAddress, syncSource } from "@/lib/sources/client";
import type { SourceKind } from "@/lib/sources/types";
import { type ConnectOptions, ConnectSources } from "./connect-sources";
import { TimeZoneControl } from "./time-zone-control";

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; sources: SourceView[]; available: SourceKind[] };

/**
 * Where a Pro member's tasks come from, on /account (decision record 021): each connected source with when it was
 * last read and any error, "Sync now" and "Disconnect"; a form to connect each kind this site offers; and the push address a Shortcut or a script sends a list to,
 * made or replaced here and shown in full only then.
 */
export function SourcesPanel(options: ConnectOptions) {
  const t = useTranslations("sources");
  const failureText = useFailureText();
  const [state, setState] = useState<State>({ status: "loading" });
  const [address, setAddress] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    fetchSources().then(
      ({ sources, available }) => setState({ status: "ready", sources, available }),
      (error: unknown) => setState({ status: "error", message: failureText(error) }),
    );
  }, [failureText]);
  useEffect(load, [load]);

  const replace = (changed: SourceView) =>
    setState((current) =>
      current.status === "ready"
        ? {
            ...current,
            sources: current.sources.some((s) => s.id === changed.id)
              ? current.sources.map((s) => (s.id === changed.id ? changed : s))
              : [...current.sources, changed],
          }
        : current,
    );

  async function run(key: string, action: () => Promise<void>) {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      notify("error", t("failed", { message: failureText(error) }));
    } finally {
      setBusy(null);
    }
  }

  const sync = (source: SourceView) =>
    run(`sync:${source.id}`, async () => {
      const { source: read } = await syncSource(source.id);
      replace(read);
      notify(read.lastError ? "error" : "success", read.lastError ? t("syncFailed") : t("synced"));
    });
  const disconnect = (source: SourceView) =>
    run(`disconnect:${source.id}`, async () => {
      await disconnectSource(source.id);
      if (source.kind === "push") setAddress(null);
      setState((current) => (current.status === "ready" ? { ...current, sources: current.sources.filter((s) => s.id !== source.id) } : current));
      notify("success", t("disconnected"));
    });
  const issue = () =>
    run("push", async () => {
      const issued = await issuePushAddress();
      setAddress(issued.address);
      replace(issued.source);
    });

  return (
    <Panel id="sources-heading" icon={Link2} heading={t("heading")} lead={t("lead")} testId="sources-panel">
      <div className="mt-4">
        {state.status === "loading" && <LoadingLine>{t("loading")}</LoadingLine>}
        {state.status === "error" && (
          <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {t("loadFailed", { message: state.message })}{" "}
            <button
              type="button"
              onClick={() => {
                setState({ status: "loading" });
                load();
              }}
              className="font-semibold underline"
            >
              {t("tryAgain")}
            </button>
          </div>
        )}
        {state.status === "ready" && (
          <div className="space-y-5">
            {state.sources.filter((source) => source.kind !== "push").length === 0 && <p className="text-sm text-slate-700">{t("empty")}</p>}
            <ul className="space-y-3">
              {state.sources
                .filter((source) => source.kind !== "push")
                .map((source) => (
                  <SourceRow
                    key={source.id}
                    source={source}
                    busy={busy}
                    onSync={() => void sync(source)}
                    onDisconnect={() => void disconnect(source)}
                    onChanged={replace}
                  />
                ))}
            </ul>
            <ConnectSources {...options} available={state.available} onConnected={replace} />
            <PushAddress
              source={state.sources.find((source) => source.kind === "push") ?? null}
              address={address}
              busy={busy}
              onIssue={() => void issue()}
              onDisconnect={(source) => void disconnect(source)}
            />
          </div>
        )}
      </div>
    </Panel>
  );
}

/** When a source was last read, and what went wrong the last time, in words. */
function SourceStatus({ source }: { source: SourceView }) {
  const t = useTranslations("sources");
  const date = useWallpaperDate();
  return (
    <>
      <p className="text-sm text-slate-600" data-testid="source-synced">
        {source.lastSyncedAt ? t("syncedAt", { date: date(source.lastSyncedAt), count: source.taskCount ?? 0 }) : t("neverSynced")}
      </p>
      {source.lastError && (
        <p className="mt-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="source-error">
          {t(`errors.${source.lastError.failure}`)}{" "}
          {source.lastError.failure === "refused" ? t(`refused.${refusal(source.lastError.message)}`) : source.lastError.message}
        </p>
      )}
    </>
  );
}

const REFUSALS = ["type", "json", "shape", "unstorable", "tooManyLines", "tooLong", "lineTooLong", "tooLarge", "encoding"] as const;
const refusal = (message: string) => REFUSALS.find((known) => known === message) ?? "shape";

interface ConfirmButtonProps {
  label: string;
  icon: typeof RefreshCw;
  busy: boolean;
  disabled: boolean;
  title: string;
  body: string;
  onConfirm(): void;
}

/** A small button that asks first (an alert dialog), for what cannot be taken back. */
function ConfirmButton({ label, icon, busy, disabled, title, body, onConfirm }: ConfirmButtonProps) {
  const t = useTranslations("sources");
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary" busy={busy} disabled={disabled} icon={<Icon icon={icon} className="size-4" />}>
          {label}
        </Button>
      }
      title={title}
      body={body}
      confirm={label}
      cancel={t("cancel")}
      onConfirm={onConfirm}
    />
  );
}

interface RowProps {
  source: SourceView;
  busy: string | null;
  onSync(): void;
  onDisconnect(): void;
  /** The source as the server now keeps it (its time zone changed). */
  onChanged(source: SourceView): void;
}

function SourceRow({ source, busy, onSync, onDisconnect, onChanged }: RowProps) {
  const t = useTranslations("sources");
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="source-row">
      <p className="font-semibold text-slate-900">
        {source.label} <span className="font-normal text-slate-500">· {t(`kinds.${source.kind}`)}</span>
      </p>
      <SourceStatus source={source} />
      <TimeZoneControl source={source} onSaved={onChanged} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={onSync}
          busy={busy === `sync:${source.id}`}
          disabled={busy !== null}
          icon={<Icon icon={RefreshCw} className="size-4" />}
        >
          {t("syncNow")}
        </Button>
        <ConfirmButton
          label={t("disconnect")}
          icon={Trash2}
          busy={busy === `disconnect:${source.id}`}
          disabled={busy !== null}
          title={t("confirmDisconnectTitle", { label: source.label })}
          body={t("confirmDisconnectBody")}
          onConfirm={onDisconnect}
        />
      </div>
    </li>
  );
}

interface PushProps {
  source: SourceView | null;
  address: string | null;
  busy: string | null;
  onIssue(): void;
  onDisconnect(source: SourceView): void;
}

/** The push address: made here, shown in full once, replaced or removed. */
function PushAddress({ source, address, busy, onIssue, onDisconnect }: PushProps) {
  const t = useTranslations("sources");
  return (
    <div className="rounded-xl border border-slate-200 p-4" data-testid="push-address">
      <h3 className="font-semibold text-slate-900">{t("push.heading")}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("push.lead")}</p>
      {address && <ShownOnce address={address} />}
      {source ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-800">{t("push.on", { hint: source.pushHint ?? "" })}</p>
          <SourceStatus source={source} />
          <div className="mt-3 flex flex-wrap gap-2">
            <ConfirmButton
              label={t("push.replace")}
              icon={RefreshCw}
              busy={busy === "push"}
              disabled={busy !== null}
              title={t("push.confirmReplaceTitle")}
              body={t("push.confirmReplaceBody")}
              onConfirm={onIssue}
            />
            <ConfirmButton
              label={t("push.remove")}
              icon={Trash2}
              busy={busy === `disconnect:${source.id}`}
              disabled={busy !== null}
              title={t("push.confirmRemoveTitle")}
              body={t("push.confirmRemoveBody")}
              onConfirm={() => onDisconnect(source)}
            />
          </div>
        </div>
      ) : (
        <Button className="mt-3" onClick={onIssue} busy={busy === "push"} disabled={busy !== null}>
          {t("push.make")}
        </Button>
      )}
    </div>
  );
}

function ShownOnce({ address }: { address: string }) {
  const t = useTranslations("sources.push");
  const texts = { label: t("yourAddress"), copy: t("copy"), copied: t("copied"), copyFailed: t("copyFailed"), shownOnce: t("shownOnce") };
  return (
    <div className="mt-3">
      <ShownOnceAddress address={address} texts={texts} testId="push-address-value">
        <p className="mt-2 text-sm text-slate-700">{t("howTo")}</p>
      </ShownOnceAddress>
    </div>
  );
}
