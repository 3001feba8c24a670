import { Search } from "lucide";
import Form from "next/form";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

/** A GET form to /search?q=, so results have their own address and work without JavaScript. */
export function SearchForm({ query }: { query: string }) {
  const t = useTranslations("blog.search");
  return (
    <Form action="/search" role="search" className="mt-6">
      <label htmlFor="search-q" className="block text-sm font-medium text-slate-700">
        {t("label")}
      </label>
      <div className="mt-2 flex gap-2">
        <div className="relative flex-1">
          <Icon icon={Search} className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={t("placeholder")}
            maxLength={100}
            className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
          />
        </div>
        <Button type="submit" size="lg">
          {t("submit")}
        </Button>
      </div>
    </Form>
  );
}
