const SIZES = { small: 16, medium: 24, large: 32 } as const;

/** A loading spinner in three sizes: small 16 px, medium 24 px, large 32 px. */
export function Spinner({ size = "medium", className = "" }: { size?: keyof typeof SIZES; className?: string }) {
  const px = SIZES[size];
  return (
    <svg
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      data-size={size}
      className={`animate-spin text-current ${className}`}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** "Loading…" on a line of its own: a small spinner beside what is being waited for, announced politely. */
export function LoadingLine({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-2 text-sm text-slate-600 ${className}`.trim()}>
      <Spinner size="small" />
      {children}
    </p>
  );
}
