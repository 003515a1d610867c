/** A request's facts as label and value rows (booking confirmation, shortlist receipt). */
export function FactList({ rows, className = "" }: { rows: [string, React.ReactNode][]; className?: string }) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 border-t border-border pt-6 text-sm sm:grid-cols-[10rem_1fr] ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
