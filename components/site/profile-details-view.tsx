"use client";

import type { MeasurementRow, UnitSystem } from "@/lib/domain/measurement-fields";
import { UnitSwitch } from "./unit-switch";
import { useUnits } from "./use-units";

const valueIn = (units: UnitSystem, row: MeasurementRow) => (units === "metric" ? row.metric : row.imperial) ?? row.text;
const detailTestId = (row: MeasurementRow) => `detail-${row.label.toLowerCase().replace(/\s+/g, "-")}`;

/**
 * The profile's measurements as one line in the visitor's units, with the cm / ft-in switch beside it. Both systems'
 * lines come worked out from the server (`MeasurementLine`); this leaf only chooses, and the choice, remembered on
 * this device, applies to every switch and list of the site (`useUnits`).
 */
export function MeasurementLineView({ lines }: { lines: Record<UnitSystem, string> }) {
  const [units, choose] = useUnits();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <p className="text-sm font-medium tracking-[0.12em] uppercase tnum" data-testid="measurement-line">
        <span className="sr-only">Height, bust, waist, hips, shoes, hair and eyes: </span>
        {lines[units]}
      </p>
      <UnitSwitch units={units} onChange={choose} label="Measurement units" compact />
    </div>
  );
}

/** The profile's Model Details: a small two-column list in the units the line's switch chose (no switch of its own). */
export function ModelDetailsList({ rows }: { rows: MeasurementRow[] }) {
  const [units] = useUnits();
  return (
    <div>
      <h2 className="eyebrow text-muted-foreground">Model Details</h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="eyebrow text-muted-foreground">{row.label}</dt>
            <dd className="mt-0.5 tnum" data-testid={detailTestId(row)}>
              {valueIn(units, row)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
