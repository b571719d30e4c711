/** The NewLeaf mark: a leaf on a green tile. Decorative unless labelled. (No class merging: the splash screen must stay tiny.) */
export function Logo({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className ?? 'h-16 w-16'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect width="64" height="64" rx="14" fill="#166534" />
      <path
        d="M44 14C26 14 16 24 16 40c0 4 1 7 2 10 3-12 10-20 22-25-9 7-14 14-16 25 14 0 24-10 24-28 0-3 0-5-1-8h-3z"
        fill="#fff"
      />
    </svg>
  );
}
