// The club's mark: a small sun over a horizon, drawn inline so it needs no request.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <circle cx="16" cy="15" r="6" fill="var(--color-accent)" />
      <path d="M5 21h22M8 25h16" stroke="var(--color-surface)" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
