import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

interface NotFoundPanelProps {
  title: string;
  text: string;
  back: { href: string; label: string };
}

/** The body of a 404 page: what went missing, and the one link that helps most. */
export function NotFoundPanel({ title, text, back }: NotFoundPanelProps) {
  return (
    <main id="main" className="mx-auto flex max-w-[740px] flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{text}</p>
      <Button href={back.href} size="lg" icon={<Icon icon={ArrowLeft} className="size-4" />} className="mt-8">
        {back.label}
      </Button>
    </main>
  );
}
