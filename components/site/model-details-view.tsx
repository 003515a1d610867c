"use client";

import type { MeasurementRow } from "@/lib/domain/measurement-fields";
import { UnitSwitch } from "./unit-switch";
import { useUnits } from "./use-units";

/**
 * Model Details with a cm / ft-in switch, on a talent's profile and a client package's page. Rows come worked out
 * from the server in both systems (`ModelDetails`); this leaf only chooses which to show and remembers the visitor's
 * choice on this device.
 */
export function ModelDetailsView({ rows }: { rows: MeasurementRow[] }) {
  const [units, choose] = useUnits();
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <h2 className="eyebrow">Model Details</h2>
        <UnitSwitch units={units} onChange={choose} label="Measurement units" />
      </div>
      <dl className="mt-6 grid grid-cols-2 border-t border-border">
        {rows.map((row) => (
          <div key={row.label} className="border-b border-border py-4 odd:pr-4 even:border-l even:pl-4">
            <dt className="eyebrow text-muted-foreground">{row.label}</dt>
            <dd className="mt-1.5 text-lg tnum" data-testid={`detail-${row.label.toLowerCase().replace(/\s+/g, "-")}`}>
              {(units === "metric" ? row.metric : row.imperial) ?? row.text}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
