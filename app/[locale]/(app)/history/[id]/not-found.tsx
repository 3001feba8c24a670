import { getTranslations } from "next-intl/server";
import { NotFoundPanel } from "@/components/not-found-panel";

/** A wallpaper that is not in the reader's history (deleted, or someone else's): 404, and the way back to theirs. */
export default async function WallpaperNotFound() {
  const t = await getTranslations("history.detail");
  return <NotFoundPanel title={t("notFoundTitle")} text={t("notFoundText")} back={{ href: "/history", label: t("notFoundBack") }} />;
}
