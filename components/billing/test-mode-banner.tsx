import { FlaskConical } from "lucide";
import { Icon } from "@/components/ui/icon";

/** The demo provider's pages say first and plainly that they are a test and that no money moves. */
export function TestModeBanner({ heading, body }: { heading: string; body: string }) {
  return (
    <aside
      aria-labelledby="test-mode-heading"
      className="flex gap-3 rounded-2xl border-2 border-amber-400 bg-amber-50 px-5 py-4 text-amber-950"
      data-testid="test-mode-banner"
    >
      <Icon icon={FlaskConical} className="mt-0.5 size-6 shrink-0 text-amber-700" />
      <div>
        <h2 id="test-mode-heading" className="font-bold tracking-wide uppercase">
          {heading}
        </h2>
        <p className="mt-1 text-sm">{body}</p>
      </div>
    </aside>
  );
}
