import "./globals.css";

/** The document itself is written by app/[locale]/layout.tsx, in the page's language (and app/not-found.tsx). */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
