import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

interface NotFoundPanelProps {
  /** The status shown above the title: 404 unless said ("Offline" for the offline page). */
  code?: number | string;
  title: string;
  text: string;
  back: { href: string; label: string };
  /** Beside the main link: another way on. */
  children?: React.ReactNode;
}

/** The body of an error page (404 by default): what went wrong, and the link that helps most. */
export function NotFoundPanel({ code = 404, title, text, back, children }: NotFoundPanelProps) {
  return (
    <main id="main" className="mx-auto flex max-w-[740px] flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{code}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button href={back.href} size="lg" icon={<Icon icon={ArrowLeft} className="size-4" />}>
          {back.label}
        </Button>
        {children}
      </div>
    </main>
  );
}
