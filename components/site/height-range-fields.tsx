"use client";

import { NativeSelect } from "@/components/ui/native-select";
import { heightOptions, type HeightEdge, type HeightRange } from "@/lib/domain/height-steps";
import { UnitSwitch } from "./unit-switch";
import { useUnits } from "./use-units";

/**
 * The height range of the listing filter, in the visitor's unit. The values are always centimetres, so the URL
 * is the same whichever unit was shown; before scripts load the form shows centimetres and works as it is.
 * `range`: the board's shortest and tallest talent, which bound the options (`heightOptions`: in feet and inches
 * each option covers the whole inch a card shows).
 * `pending`: rendered on the server for a page whose scripts bring the fields later
 * (components/site/listing-height-filter.tsx), so the unit switch takes no clicks until they have
 * (`.height-range[data-pending]`, app/listing.css).
 */
export function HeightRangeFields({ min, max, range = null, pending }: { min?: number; max?: number; range?: HeightRange | null; pending?: boolean }) {
  const [units, choose] = useUnits();
  const select = (name: "height_min" | "height_max", edge: HeightEdge, label: string, current: number | undefined) => (
    // A <div> with a <label for>, not a wrapping <label>: the select's wrapper is a <div>, which a label may not hold.
    <div className="flex-1 text-sm">
      <label htmlFor={`listing-${name}`} className="mb-1.5 block text-muted-foreground">
        {label}
      </label>
      {/* Remounted on a unit change, so the selection follows the new options. */}
      <NativeSelect key={units} id={`listing-${name}`} name={name} defaultValue={current ?? ""}>
        <option value="">Any</option>
        {heightOptions(units === "imperial", edge, range, current).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <fieldset className="height-range relative min-w-0 sm:col-span-2" data-pending={pending || undefined}>
      <legend className="ui-label">Height</legend>
      <UnitSwitch units={units} onChange={choose} label="Height units" compact className="absolute top-0 right-0 -translate-y-1/3" />
      <div className="mt-3 flex gap-3">
        {select("height_min", "from", "From", min)}
        {select("height_max", "to", "To", max)}
      </div>
    </fieldset>
  );
}
