import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { SITE_NAME } from "@/config/site";
import { getAllSlugs, getPost } from "@/lib/content/blog";

/*
 * The article's social card, /blog/<slug>/opengraph-image (1200x630 PNG), built with the pages.
 * A route handler rather than an opengraph-image.tsx file: inside a route group that convention
 * adds a hash to the URL, and the page, its Twitter card and its JSON-LD need a stable address.
 * next/og's bundled font is used, so the build works offline; the app's Inter ships only as
 * woff2, which the image renderer (satori) cannot read.
 */
const size = { width: 1200, height: 630 };

export const dynamic = "force-static";
export const dynamicParams = false;

/** One card per article, in English like the article itself: /zh/blog/<slug> names the English card. */
export function generateStaticParams() {
  return getAllSlugs().map((slug) => ({ locale: "en", slug }));
}

const BRAND = "#4f46e5";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const post = getPost((await params).slug);
  const t = await getTranslations({ locale: "en", namespace: "blog" });
  const title = post?.title ?? t("index.title");
  const fontSize = title.length > 70 ? 54 : 64;
  return new ImageResponse(
    <div
      style={{ display: "flex", width: "100%", height: "100%", background: `linear-gradient(135deg, ${BRAND}, #312e81)`, padding: 72, color: "#fff" }}
    >
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", width: 820 }}>
        <Wordmark />
        {/* A thin stroke thickens the single bundled weight into a heading weight. */}
        <div style={{ display: "flex", fontSize, lineHeight: 1.15, letterSpacing: -1, WebkitTextStroke: "1.5px #fff" }}>{title}</div>
        <div style={{ display: "flex", fontSize: 26, color: "#c7d2fe" }}>{post ? `${t("header.nav")} · ${post.readTime}` : t("header.nav")}</div>
      </div>
      <PhoneSketch />
    </div>,
    size,
  );
}

function Wordmark() {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 36, WebkitTextStroke: "1px #fff" }}>
      <svg width="48" height="48" viewBox="0 0 64 64">
        <rect x="14" y="4" width="36" height="56" rx="8" fill="#fff" />
        <rect x="19" y="12" width="26" height="40" rx="3" fill={BRAND} />
        <path d="M24 24h16M24 31h12M24 38h14" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {SITE_NAME}
    </div>
  );
}

/** A tilted phone with task lines, echoing the article illustrations. */
function PhoneSketch() {
  const lines = [150, 120, 170, 100];
  return (
    <div style={{ display: "flex", marginLeft: "auto", alignItems: "center" }}>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          width: 200,
          height: 400,
          borderRadius: 36,
          background: "#1e1b4b",
          padding: 12,
          transform: "rotate(6deg)",
        }}
      >
        <div style={{ display: "flex", flexDirection: "column", flex: 1, borderRadius: 26, background: "#eef2ff", padding: "70px 22px 0", gap: 26 }}>
          {lines.map((width, index) => (
            <div key={width} style={{ display: "flex", alignItems: "center", gap: 12 }}>
              <div
                style={{ width: 18, height: 18, borderRadius: 9, border: `3px solid ${BRAND}`, background: index === 0 ? BRAND : "transparent" }}
              />
              <div style={{ width: width - 60, height: 12, borderRadius: 6, background: index === 0 ? "#a5b4fc" : "#1e1b4b" }} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
