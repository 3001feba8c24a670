import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { PageIntro, TEXT_LINK } from "@/components/pages/page-intro";
import { SectionHeading } from "@/components/ui/section-heading";
import { SUPPORT_EMAIL } from "@/config/site";
import { useCatalogue } from "@/lib/i18n/catalogue";

/** Both legal pages were last changed on this day (docs/product.md §11). */
export const LEGAL_LAST_UPDATED = "2025-05-03";

/** A paragraph, or a bulleted list. */
type Block = string | string[];

interface LegalSection {
  id: string;
  heading: string;
  body: Block[];
}

/** A legal page (privacy or terms): intro with the date, a table of contents, sections and a contact section. */
export function LegalDocument({ namespace, path }: { namespace: "privacy" | "terms"; path: string }) {
  const t = useTranslations(namespace);
  const sections: LegalSection[] = useCatalogue()[namespace].sections;
  const lastUpdated = t.rich("lastUpdated", { time: (chunks) => <time dateTime={LEGAL_LAST_UPDATED}>{chunks}</time> });
  const contents = [...sections, { id: "contact", heading: t("contact.heading") }];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <PageIntro title={t("title")} lead={t("intro")} crumb={t("breadcrumb")} path={path} note={lastUpdated} />
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <TableOfContents entries={contents} />
        <div className="mt-10 max-w-3xl space-y-10 lg:mt-0">
          {sections.map((section) => (
            <LegalSectionView key={section.id} section={section} />
          ))}
          <ContactSection namespace={namespace} />
        </div>
      </div>
    </main>
  );
}

function TableOfContents({ entries }: { entries: ReadonlyArray<{ id: string; heading: string }> }) {
  const t = useTranslations("pageParts");
  return (
    <nav aria-labelledby="toc-heading" className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24">
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {t("onThisPage")}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="block rounded px-2 py-1 text-slate-700 hover:bg-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {entry.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    <section aria-labelledby={section.id}>
      <SectionHeading id={section.id} size="small" className="scroll-mt-24">
        {section.heading}
      </SectionHeading>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
        {section.body.map((block, index) =>
          typeof block === "string" ? (
            <p key={index}>{block}</p>
          ) : (
            <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-600">
              {block.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  );
}

function ContactSection({ namespace }: { namespace: "privacy" | "terms" }) {
  const t = useTranslations(namespace);
  return (
    <section aria-labelledby="contact" className="rounded-2xl bg-brand-50 p-6">
      <SectionHeading id="contact" size="small" className="scroll-mt-24">
        {t("contact.heading")}
      </SectionHeading>
      <p className="mt-3 leading-relaxed text-slate-700">
        {t.rich("contact.text", {
          email: SUPPORT_EMAIL,
          mail: (chunks) => (
            <a href={`mailto:${SUPPORT_EMAIL}`} className={TEXT_LINK}>
              {chunks}
            </a>
          ),
          support: (chunks) => (
            <Link href="/support" className={TEXT_LINK}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
