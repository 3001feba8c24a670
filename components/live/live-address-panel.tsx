"use client";

import { Power, RefreshCw, Smartphone } from "lucide";
import { usePathname } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useState } from "react";
import { type AccountState, useAccount } from "@/components/account/account-provider";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ShownOnceAddress } from "@/components/shown-once-address";
import { useFailureText } from "@/components/history/use-history-text";
import { Toaster, notify } from "@/components/toaster";
import { Button, buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Panel } from "@/components/ui/panel";
import { LoadingLine } from "@/components/ui/spinner";
import { Link } from "@/i18n/navigation";
import type { LiveSettingsRequest, LiveSettingsView } from "@/lib/api/live";
import type { SourceView } from "@/lib/api/sources";
import { HistoryRequestError, changeLiveSettings, fetchLiveSettings, issueLiveAddress, turnOffLiveAddress } from "@/lib/history/client";
import { fetchSources } from "@/lib/sources/client";

type State =
  | { status: "loading" }
  | { status: "visitor" }
  | { status: "free" }
  | { status: "error"; message: string }
  | { status: "ready"; live: LiveSettingsView };

type Busy = "issuing" | "turningOff" | "saving" | null;

/** Who is looking, as far as the page knows: only a Pro account's panel asks the server for the live address. */
export type LiveViewer = "visitor" | "free" | "pro";

interface LiveAddressPanelProps {
  /**
   * On the /live guide: what Pro brings, said to visitors and free accounts above the way to it. The guide's panel
   * leaves out the link to the guide.
   */
  pitch?: string;
  /** Known on the server (the account page); else the header's account check tells (the static guide). */
  viewer?: LiveViewer;
}

/** The viewer from the page's account check; null while it runs, and "pro" (ask, and let the server say) if it failed. */
function viewerOf(account: AccountState): LiveViewer | null {
  if (account.status === "loading") return null;
  if (account.status === "signed-out") return "visitor";
  if (account.status === "signed-in") return account.isPro ? "pro" : "free";
  return "pro";
}

/**
 * The live wallpaper's controls, on /account and on the /live guide: a visitor is asked to sign in, a free account
 * is shown the way to Pro, and a Pro account turns the address on, replaces it or turns it off, and chooses how
 * ticked tasks look. A new address is shown in full once, with a copy button; after that only its last characters.
 */
export function LiveAddressPanel({ pitch, viewer: known }: LiveAddressPanelProps) {
  const t = useTranslations("live");
  const failureText = useFailureText();
  const { account } = useAccount();
  const viewer = known ?? viewerOf(account);
  const [asked, setState] = useState<State>({ status: "loading" });
  const [address, setAddress] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const load = useCallback(() => {
    fetchLiveSettings().then(
      (live) => setState({ status: "ready", live }),
      (error: unknown) => {
        if (error instanceof HistoryRequestError && error.status === 401) return setState({ status: "visitor" });
        if (error instanceof HistoryRequestError && error.status === 403) return setState({ status: "free" });
        setState({ status: "error", message: failureText(error) });
      },
    );
  }, [failureText]);
  const isPro = viewer === "pro";
  useEffect(() => {
    if (isPro) load();
  }, [isPro, load]);
  // A visitor or a free account is told what the panel needs without asking the server (which would answer 401 or 403).
  const state: State = viewer === "visitor" || viewer === "free" ? { status: viewer } : asked;
  const retry = () => {
    setState({ status: "loading" });
    load();
  };

  async function run(kind: Exclude<Busy, null>, action: () => Promise<LiveSettingsView>) {
    setBusy(kind);
    try {
      setState({ status: "ready", live: await action() });
    } catch (error) {
      notify("error", t("failed", { message: failureText(error) }));
    } finally {
      setBusy(null);
    }
  }

  const issue = () =>
    run("issuing", async () => {
      const issued = await issueLiveAddress();
      setAddress(issued.address);
      return issued.live;
    });
  const turnOff = () =>
    run("turningOff", async () => {
      setAddress(null);
      return turnOffLiveAddress();
    });
  const change = (changes: LiveSettingsRequest) => run("saving", () => changeLiveSettings(changes));

  return (
    <Panel id="live-heading" icon={Smartphone} heading={t("heading")} lead={t("lead")} testId="live-panel">
      {/* Neither page that shows the panel (the account page, the guide) has a toaster of its own. */}
      <Toaster />
      <div className="mt-4">
        {state.status === "loading" && <LoadingLine>{t("loading")}</LoadingLine>}
        {(state.status === "visitor" || state.status === "free") && pitch && <p className="mb-3 text-slate-700">{pitch}</p>}
        {state.status === "visitor" && <SignInPrompt />}
        {state.status === "free" && (
          <p className="flex flex-wrap items-center gap-3 text-slate-800">
            {t("needsPro")}
            <GetProButton />
          </p>
        )}
        {state.status === "error" && (
          <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {t("loadFailed", { message: state.message })}{" "}
            <button type="button" onClick={retry} className="font-semibold underline">
              {t("tryAgain")}
            </button>
          </div>
        )}
        {state.status === "ready" && (
          <LiveControls live={state.live} address={address} busy={busy} guideLink={!pitch} onIssue={issue} onTurnOff={turnOff} onChange={change} />
        )}
      </div>
    </Panel>
  );
}

function SignInPrompt() {
  const t = useTranslations("live");
  const pathname = usePathname();
  return (
    <p className="flex flex-wrap items-center gap-3 text-slate-800">
      {t("signIn")}
      <Link href={`/login?next=${encodeURIComponent(pathname)}`} className={buttonClassName({ size: "sm" })}>
        {t("signInButton")}
      </Link>
      <GetProButton />
    </p>
  );
}

function GetProButton() {
  const t = useTranslations("live");
  return (
    <Button href="/subscription" variant="pro" size="sm">
      {t("getPro")}
    </Button>
  );
}

interface ControlsProps {
  live: LiveSettingsView;
  /** The address just made, shown this once. */
  address: string | null;
  busy: Busy;
  /** A link to the /live guide, left out on the guide itself. */
  guideLink: boolean;
  onIssue(): void;
  onTurnOff(): void;
  onChange(changes: LiveSettingsRequest): void;
}

function LiveControls({ live, address, busy, guideLink, onIssue, onTurnOff, onChange }: ControlsProps) {
  const t = useTranslations("live");
  const format = useFormatter();
  const doneName = useId();

  if (!live.enabled) {
    return (
      <div className="space-y-3">
        <p className="text-slate-700">{t("off")}</p>
        <Button onClick={onIssue} busy={busy === "issuing"} disabled={busy !== null} icon={<Icon icon={Power} className="size-4" />}>
          {busy === "issuing" ? t("turningOn") : t("turnOn")}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      {address && <ShownOnce address={address} />}
      <div className="space-y-1 text-slate-800">
        <p className="font-medium" data-testid="live-status">
          {t("on", { hint: live.hint ?? "" })}{" "}
          {live.issuedAt && (
            <span className="font-normal text-slate-600">
              {t("madeOn", { date: format.dateTime(new Date(live.issuedAt), { dateStyle: "medium" }) })}
            </span>
          )}
        </p>
        {live.pinnedSourceId ? (
          <p className="text-sm text-slate-600">{t("followsSource")}</p>
        ) : live.pinnedWallpaperId ? (
          <p className="text-sm text-slate-600">
            {t("showsPinned")}{" "}
            <Link href={`/history/${encodeURIComponent(live.pinnedWallpaperId)}`} className="font-semibold text-brand-700 underline">
              {t("seePinned")}
            </Link>{" "}
            ·{" "}
            <button
              type="button"
              onClick={() => onChange({ pinnedWallpaperId: null })}
              disabled={busy !== null}
              className="font-semibold text-brand-700 underline"
            >
              {t("unpin")}
            </button>
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t("showsNewest")}</p>
        )}
      </div>
      <FollowSource pinnedSourceId={live.pinnedSourceId} disabled={busy !== null} onChange={onChange} />
      <fieldset disabled={busy !== null}>
        <legend className="text-sm font-semibold text-slate-900">{t("doneLegend")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(["strike", "hide"] as const).map((choice) => (
            <label
              key={choice}
              className="has-checked:text-brand-800 flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={doneName}
                value={choice}
                checked={live.doneTasks === choice}
                onChange={() => onChange({ doneTasks: choice })}
                className="accent-brand-600"
              />
              {choice === "strike" ? t("doneStrike") : t("doneHide")}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ConfirmDialog
          trigger={
            <Button variant="secondary" busy={busy === "issuing"} disabled={busy !== null} icon={<Icon icon={RefreshCw} className="size-4" />}>
              {busy === "issuing" ? t("newAddressBusy") : t("newAddress")}
            </Button>
          }
          title={t("confirmNewTitle")}
          body={t("confirmNewBody")}
          confirm={t("confirmNew")}
          cancel={t("cancel")}
          onConfirm={onIssue}
        />
        <ConfirmDialog
          trigger={
            <Button variant="secondary" busy={busy === "turningOff"} disabled={busy !== null} icon={<Icon icon={Power} className="size-4" />}>
              {busy === "turningOff" ? t("turningOff") : t("turnOff")}
            </Button>
          }
          title={t("confirmOffTitle")}
          body={t("confirmOffBody")}
          confirm={t("confirmOff")}
          cancel={t("cancel")}
          onConfirm={onTurnOff}
        />
        {guideLink && (
          <Link href="/live" className={buttonClassName({ variant: "outline" })}>
            {t("guide")}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * What the address shows: the saved wallpapers (pinned or newest), or one of the member's connected sources (decision
 * record 021). Left out while the member has no source.
 */
function FollowSource({
  pinnedSourceId,
  disabled,
  onChange,
}: {
  pinnedSourceId: string | null;
  disabled: boolean;
  onChange(changes: LiveSettingsRequest): void;
}) {
  const t = useTranslations("live");
  const kinds = useTranslations("live.followKinds");
  const selectId = useId();
  const [sources, setSources] = useState<SourceView[] | null>(null);
  useEffect(() => {
    fetchSources().then(
      (answer) => setSources(answer.sources),
      () => setSources([]),
    );
  }, []);
  if (!sources || sources.length === 0) return null;
  return (
    <div>
      <label htmlFor={selectId} className="text-sm font-semibold text-slate-900">
        {t("follows")}
      </label>
      <select
        id={selectId}
        value={pinnedSourceId ?? ""}
        disabled={disabled}
        onChange={(event) =>
          onChange(event.target.value ? { pinnedSourceId: event.target.value } : { pinnedSourceId: null, pinnedWallpaperId: null })
        }
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        data-testid="live-follows"
      >
        <option value="">{t("followWallpapers")}</option>
        {sources.map((source) => (
          <option key={source.id} value={source.id}>
            {t("followSource", { label: source.label, kind: kinds(source.kind) })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The new address, in full this once, with a copy button. */
function ShownOnce({ address }: { address: string }) {
  const t = useTranslations("live");
  const texts = { label: t("yourAddress"), copy: t("copy"), copied: t("copied"), copyFailed: t("copyFailed"), shownOnce: t("shownOnce") };
  return <ShownOnceAddress address={address} texts={texts} testId="live-address" />;
}
