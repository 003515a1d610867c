"use client";

import type { MeasurementRow, UnitSystem } from "@/lib/domain/measurement-fields";
import { UnitSwitch } from "./unit-switch";
import { useUnits } from "./use-units";

/**
 * The measurements as one line in the visitor's units, with the cm / ft-in switch beside it: the profile's line under
 * the name. Both systems' lines come worked out from the server (`ModelDetails`); this leaf only chooses, and the
 * choice, remembered on this device, applies to every switch and list of the page (`useUnits`).
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

/**
 * Model Details in the visitor's units, with the cm / ft-in switch; `quiet` is the profile's: a small two-column list
 * with no switch (the one beside the measurement line applies) and no rules.
 */
export function ModelDetailsView({ rows, quiet = false }: { rows: MeasurementRow[]; quiet?: boolean }) {
  const [units, choose] = useUnits();
  const value = (row: MeasurementRow) => (units === "metric" ? row.metric : row.imperial) ?? row.text;
  const testId = (row: MeasurementRow) => `detail-${row.label.toLowerCase().replace(/\s+/g, "-")}`;
  if (quiet) {
    return (
      <div>
        <h2 className="eyebrow text-muted-foreground">Model Details</h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="eyebrow text-muted-foreground">{row.label}</dt>
              <dd className="mt-0.5 tnum" data-testid={testId(row)}>
                {value(row)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }
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
            <dd className="mt-1.5 text-lg tnum" data-testid={testId(row)}>
              {value(row)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
