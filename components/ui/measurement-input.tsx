"use client";

import { clsx } from "clsx";
import { useState } from "react";
import { formatBothUnits, joinLength, type LengthUnit, readLength, splitLength } from "@/lib/domain/measurements";

type MeasurementInputProps = {
  /** The stored form: "60 cm", "24 in", or "" when empty. */
  value: string;
  onChange: (next: string) => void;
  onBlur?: () => void;
  name: string;
  /** The field's label, naming the unit choice ("Waist unit"). */
  label: string;
  /** The unit of an empty field: the person's cm / in preference. A stored value keeps its own unit. */
  defaultUnit: LengthUnit;
  disabled?: boolean;
  /** Given by `FormField`. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

const units: [LengthUnit, string][] = [
  ["cm", "centimetres"],
  ["in", "inches"],
];

function draftOf(value: string, fallback: LengthUnit) {
  const { number, unit } = splitLength(value);
  // A stored bare number is centimetres (the API's rule), so the field says so rather than guessing.
  return { number, unit: unit ?? (value.trim() ? "cm" : fallback) };
}

/**
 * A bust, waist or hips input: the number, an explicit cm / in choice, and a live preview in both units
 * ("= 60 cm / 23.6″"), so a waist typed "60" is never read as inches. It reports the canonical text ("60 cm") that
 * the validation and the API store. Switching the unit keeps the number: the person is saying which unit they meant.
 */
export function MeasurementInput({ value, onChange, onBlur, name, label, defaultUnit, disabled, ...control }: MeasurementInputProps) {
  const [draft, setDraft] = useState(() => draftOf(value, defaultUnit));
  const [seen, setSeen] = useState(value);
  // The form may set the value itself (Cancel, reset): follow it unless it is what this input just reported.
  if (value !== seen) {
    setSeen(value);
    if (value !== joinLength(draft.number, draft.unit)) setDraft(draftOf(value, draft.unit));
  }

  function update(number: string, unit: LengthUnit) {
    setDraft({ number, unit });
    const next = joinLength(number, unit);
    setSeen(next);
    onChange(next);
  }

  const length = readLength(joinLength(draft.number, draft.unit));
  const previewId = `${control.id ?? name}-preview`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-stretch gap-2">
        <input
          {...control}
          aria-describedby={clsx(control["aria-describedby"], previewId) || undefined}
          name={name}
          value={draft.number}
          onChange={(e) => update(e.target.value, draft.unit)}
          onBlur={onBlur}
          disabled={disabled}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          className="ui-control ui-input min-w-0 flex-1 tabular-nums"
        />
        <div role="radiogroup" aria-label={`${label} unit`} className="flex shrink-0 overflow-hidden rounded-md border border-input">
          {units.map(([unit, spoken]) => (
            <label
              key={unit}
              className={clsx(
                "relative flex min-w-11 cursor-pointer items-center justify-center px-3 text-sm font-medium transition-colors",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-inset",
                draft.unit === unit ? "bg-foreground text-background" : "bg-background text-foreground hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name={`${name}-unit`}
                value={unit}
                checked={draft.unit === unit}
                onChange={() => update(draft.number, unit)}
                disabled={disabled}
                // Transparent over the whole label rather than sr-only, so a click or tap anywhere on it lands on the radio.
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              {unit}
              <span className="sr-only"> ({spoken})</span>
            </label>
          ))}
        </div>
      </div>
      <p id={previewId} className="min-h-4 text-xs text-muted-foreground tabular-nums">
        {length ? `= ${formatBothUnits(length.cm)}` : null}
      </p>
    </div>
  );
}
