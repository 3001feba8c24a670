/**
 * "next/dynamic" in the islands' bundle: React's lazy. As with Next, a component the server may render brings no
 * Suspense boundary of its own, and one it never renders (`ssr: false`) shows its `loading` while its code comes.
 */
import { type ComponentType, lazy, Suspense } from "react";

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

export default function dynamic<P extends object>(
  load: () => Promise<Loaded<P>>,
  options: { ssr?: boolean; loading?: () => React.ReactNode } = {},
): ComponentType<P> {
  const Lazy = lazy(async () => {
    const loaded = await load();
    return { default: "default" in loaded ? loaded.default : loaded };
  }) as unknown as ComponentType<P>;
  if (options.ssr !== false) return Lazy;
  return function Dynamic(props: P) {
    return (
      <Suspense fallback={options.loading?.() ?? null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
