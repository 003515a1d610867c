/** The title block of a sign-in screen. */
export function AuthHeading({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-8">
      {eyebrow && <p className="eyebrow text-accent">{eyebrow}</p>}
      <h1 className="mt-3 text-4xl leading-tight">{title}</h1>
      {children && <div className="mt-3 text-sm leading-relaxed text-muted-foreground">{children}</div>}
    </div>
  );
}
