import type { Metadata } from "next";
import { useLocale, useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Island } from "@/components/islands/island";
import {
  AllowConnectPicture,
  AutomationPicture,
  LockScreenPicture,
  MacroPicture,
  ShortcutPicture,
  TaskerPicture,
} from "@/components/live/pictures/step-pictures";
import { PageIntro } from "@/components/pages/page-intro";
import { SectionHeading } from "@/components/ui/section-heading";
import { getServerEnv } from "@/lib/env";
import { useCatalogue } from "@/lib/i18n/catalogue";
import { enterLocale, LocaleProps, useEnterLocale } from "@/lib/i18n/page";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("livePage.meta");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/live" });
}

interface Step {
  id: string;
  title: string;
  items: string[];
}

/** A step's words may hold <b>...</b> (a button or menu name) and {host}. */
type RichText = (key: string) => ReactNode;

/** The host the site calls itself (SITE_URL), as iOS names it when a shortcut first connects. */
const siteHost = () => new URL(getServerEnv().SITE_URL).host;

function useRichText(namespace: "livePage.iphone" | "livePage.android" | "livePage.reminders" | "livePage"): RichText {
  const t = useTranslations(namespace);
  const host = siteHost();
  return (key) => t.rich(key, { host, b: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong> });
}

/**
 * How to set a phone up once so that it fetches the live wallpaper by itself: what the address does, the address
 * itself (the one client island: sign in, get Pro, or make and copy the address), then iPhone and Android step by
 * step, each step with a picture we drew, then how to push a list from Apple Reminders or a script, and what to do when
 * something goes wrong. The page is the same for
 * everyone, so it is built ahead of time; only the address panel asks the server who is reading.
 */
export default function LiveGuidePage({ params }: LocaleProps) {
  useEnterLocale(params);
  const t = useTranslations("livePage");
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
      <PageIntro title={t("title")} lead={t("intro")} crumb={t("breadcrumb")} path="/live" />
      <nav aria-label={t("breadcrumb")} className="-mt-2 mb-10 flex flex-wrap gap-2 text-sm font-semibold">
        {(
          [
            ["#address", t("address.heading")],
            ["#iphone", t("iphone.heading")],
            ["#android", t("android.heading")],
            ["#reminders", t("reminders.heading")],
            ["#trouble", t("trouble.heading")],
          ] as const
        ).map(([href, label]) => (
          <a
            key={href}
            href={href}
            className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-slate-700 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {label}
          </a>
        ))}
      </nav>
      <HowItWorks />
      <section id="address" aria-labelledby="address-heading" className="mt-14 scroll-mt-20">
        <SectionHeading id="address-heading">{t("address.heading")}</SectionHeading>
        <p className="mt-2 text-slate-600">{t("address.keep")}</p>
        <div className="mt-5">
          {/* Below the guide's first screen on a phone: it hydrates as it comes near (or at once, on /live#address). */}
          <Island name="live-address-panel" props={{ pitch: t("address.proText") }} messages={["live", "history"]} hydrate="visible" />
        </div>
      </section>
      <IphoneSteps host={siteHost()} />
      <AndroidSteps />
      <RemindersSteps origin={new URL(getServerEnv().SITE_URL).origin} />
      <Trouble />
    </main>
  );
}

function HowItWorks() {
  const t = useTranslations("livePage.how");
  const points = useCatalogue().livePage.how.points;
  return (
    <section aria-labelledby="how-heading" className="grid items-center gap-10 md:grid-cols-[1fr_15rem]">
      <div>
        <SectionHeading id="how-heading">{t("heading")}</SectionHeading>
        <ol className="mt-6 space-y-5">
          {points.map((point, index) => (
            <li key={point.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{point.title}</h3>
                <p className="mt-1 text-slate-600">{point.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <LockScreenPicture />
    </section>
  );
}

const IPHONE_PICTURES: Record<string, (host: string) => ReactNode> = {
  "iphone-shortcut": (host) => <ShortcutPicture host={host} />,
  "iphone-first-run": (host) => <AllowConnectPicture host={host} />,
  "iphone-automation": () => <AutomationPicture />,
};

function IphoneSteps({ host }: { host: string }) {
  const t = useTranslations("livePage.iphone");
  const rich = useRichText("livePage.iphone");
  const { steps, confirm, versions } = useCatalogue().livePage.iphone;
  return (
    <GuideSection id="iphone" heading={t("heading")} lead={t("lead")} names={t("names")}>
      <StepList steps={steps} path="steps" rich={rich} picture={(step) => IPHONE_PICTURES[step.id]?.(host)} />
      <p className="mt-6 rounded-xl bg-brand-50 px-5 py-4 text-slate-800">{t("more")}</p>
      <div id="iphone-confirm" className="mt-10 scroll-mt-20">
        <h3 className="text-xl font-bold text-slate-900">{t("confirm.heading")}</h3>
        <ul className="mt-4 space-y-3">
          {confirm.items.map((_, index) => (
            <li key={index} className="rounded-xl border border-slate-200 bg-white px-5 py-4 text-slate-700">
              {rich(`confirm.items.${index}`)}
            </li>
          ))}
        </ul>
      </div>
      <div id="ios-versions" className="mt-10 scroll-mt-20">
        <h3 className="text-xl font-bold text-slate-900">{t("versions.heading")}</h3>
        <p className="mt-2 text-slate-600">{t("versions.lead")}</p>
        <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {versions.items.map((entry, index) => (
            <div key={entry.version} className="grid gap-1 px-5 py-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">{entry.version}</dt>
              <dd className="text-slate-700">{rich(`versions.items.${index}.text`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </GuideSection>
  );
}

const ANDROID_PICTURES: Record<string, () => ReactNode> = {
  "android-macrodroid": () => <MacroPicture />,
  "android-tasker": () => <TaskerPicture />,
};

function AndroidSteps() {
  const t = useTranslations("livePage.android");
  const rich = useRichText("livePage.android");
  const { steps, apps } = useCatalogue().livePage.android;
  return (
    <GuideSection id="android" heading={t("heading")} lead={t("lead")} names={t("names")}>
      <StepList steps={steps} path="steps" rich={rich} picture={(step) => ANDROID_PICTURES[step.id]?.()} numbered={false} />
      <div className="mt-10">
        <h3 className="text-xl font-bold text-slate-900">{t("apps.heading")}</h3>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
          {apps.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <p className="mt-6 rounded-xl bg-amber-50 px-5 py-4 text-amber-950">{t("battery")}</p>
    </GuideSection>
  );
}

/** The pictures of the Reminders steps: SVG files drawn by scripts/draw-reminder-pictures.ts, one per language. */
const REMINDER_PICTURES: Record<string, "find" | "send" | "automation"> = {
  "reminders-find": "find",
  "reminders-send": "send",
  "reminders-automation": "automation",
};

function ReminderPicture({ name }: { name: "find" | "send" | "automation" }) {
  const t = useTranslations("livePage.reminders.pictures");
  const locale = useLocale();
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a drawn SVG: next/image would pass it through untouched
    <img
      src={`/images/live/reminders-${name}.${locale}.svg`}
      alt={t(`${name}.label`)}
      width={240}
      height={480}
      loading="lazy"
      decoding="async"
      className="mx-auto block h-auto w-full max-w-60 drop-shadow-md"
    />
  );
}

/**
 * Apple Reminders has no web API, so a Shortcut sends the open reminders to the member's push address (issue 32), and
 * any script can do the same: the steps with their pictures, then a request to copy.
 */
function RemindersSteps({ origin }: { origin: string }) {
  const t = useTranslations("livePage.reminders");
  const rich = useRichText("livePage.reminders");
  const { steps, script } = useCatalogue().livePage.reminders;
  const push = `${origin}/api/sources/push/YOUR_PUSH_TOKEN`;
  const asText = `printf '${script.tasks.join("\\n")}\\n' |\n  curl --fail -X POST -H 'Content-Type: text/plain' --data-binary @- \\\n  '${push}'`;
  const asJson = `curl --fail -X POST -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify({ tasks: script.tasks })}' \\\n  '${push}'`;
  return (
    <GuideSection id="reminders" heading={t("heading")} lead={t("lead")} names={t("names")}>
      <p className="mt-6 rounded-xl bg-brand-50 px-5 py-4 text-slate-800">{rich("address")}</p>
      <StepList
        steps={steps}
        path="steps"
        rich={rich}
        picture={(step) => {
          const name = REMINDER_PICTURES[step.id];
          return name && <ReminderPicture name={name} />;
        }}
      />
      <div id="reminders-script" className="mt-10 scroll-mt-20">
        <h3 className="text-xl font-bold text-slate-900">{t("script.heading")}</h3>
        <p className="mt-2 text-slate-600">{t("script.lead")}</p>
        {(
          [
            ["text", asText],
            ["json", asJson],
          ] as const
        ).map(([key, command]) => (
          <figure key={key} className="mt-5">
            <figcaption className="text-sm font-semibold text-slate-700">{t(`script.${key}`)}</figcaption>
            <pre className="mt-2 overflow-x-auto rounded-xl bg-slate-900 px-4 py-3 text-sm leading-relaxed text-slate-100">
              <code>{command}</code>
            </pre>
          </figure>
        ))}
        <p className="mt-4 text-sm text-slate-500">{t("script.answer")}</p>
      </div>
    </GuideSection>
  );
}

function Trouble() {
  const t = useTranslations("livePage.trouble");
  const items = useCatalogue().livePage.trouble.items;
  return (
    <section id="trouble" aria-labelledby="trouble-heading" className="mt-16 scroll-mt-20">
      <SectionHeading id="trouble-heading">{t("heading")}</SectionHeading>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700 marker:text-brand-600">
              {item.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function GuideSection({ id, heading, lead, names, children }: { id: string; heading: string; lead: string; names: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-16 scroll-mt-20">
      <SectionHeading id={`${id}-heading`}>{heading}</SectionHeading>
      <p className="mt-2 text-lg text-slate-700">{lead}</p>
      <p className="mt-2 text-sm text-slate-500">{names}</p>
      {children}
    </section>
  );
}

interface StepListProps {
  steps: Step[];
  path: string;
  rich: RichText;
  picture(step: Step): ReactNode;
  /** iPhone's steps follow one another; Android's are alternatives (one app or the other). */
  numbered?: boolean;
}

function StepList({ steps, path, rich, picture, numbered = true }: StepListProps) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className="mt-8 space-y-8">
      {steps.map((step, index) => (
        <li
          key={step.id}
          id={step.id}
          className="grid scroll-mt-20 gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-[1fr_13rem]"
        >
          <div>
            <h3 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
              {numbered && (
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
              )}
              {step.title}
            </h3>
            <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700 marker:font-semibold marker:text-brand-700">
              {step.items.map((_, item) => (
                <li key={item}>{rich(`${path}.${index}.items.${item}`)}</li>
              ))}
            </ol>
          </div>
          <div className="max-w-52 justify-self-center md:max-w-none">{picture(step)}</div>
        </li>
      ))}
    </List>
  );
}
