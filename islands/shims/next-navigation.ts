/** "next/navigation" in the islands' bundle: the browser's own address and navigation, with no Next router on the page. */
export const usePathname = () => window.location.pathname;
export const useSearchParams = () => new URLSearchParams(window.location.search);

/**
 * Set once a push or replace has started loading another page. Next's `router.push(href); router.refresh()` refreshes
 * the page it goes to; here the page it goes to loads fresh anyway, and a reload would cancel the navigation and keep
 * the person where they were (signing out of a page served with islands left them on it, signed out).
 */
let leaving = false;
const leave = (go: () => void) => {
  leaving = true;
  go();
};

export function useRouter() {
  return {
    push: (href: string) => leave(() => window.location.assign(href)),
    replace: (href: string) => leave(() => window.location.replace(href)),
    refresh: () => {
      if (!leaving) window.location.reload();
    },
    back: () => window.history.back(),
    forward: () => window.history.forward(),
    prefetch: () => {},
  };
}
