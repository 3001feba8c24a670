import { Logo } from "./logo";

/** The header of the pages that must show whatever else fails (not found, unavailable): the logo, nothing interactive. */
export function LogoHeader() {
  return (
    <header className="border-b border-slate-200/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </div>
    </header>
  );
}
