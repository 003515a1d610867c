type LineIconProps = { className?: string; strokeWidth?: number; children: React.ReactNode };

/**
 * A 24x24 outline icon drawn inline from lucide's paths, for client components of the public pages: they ship no
 * icon library. Decorative: name the control it sits in instead.
 */
export function LineIcon({ className, strokeWidth = 2, children }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
