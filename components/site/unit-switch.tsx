import type { UnitSystem } from "@/lib/domain/measurement-fields";

const choices: [UnitSystem, string, string][] = [
  ["metric", "cm", "centimetres"],
  ["imperial", "ft / in", "feet and inches"],
];

type UnitSwitchProps = {
  units: UnitSystem;
  onChange: (next: UnitSystem) => void;
  /** The group's accessible name ("Measurement units", "Height units"). */
  label: string;
  /** The smaller size of a form's fieldset; the profile's is larger. */
  compact?: boolean;
  className?: string;
};

/**
 * The cm / ft-in switch: two toggle buttons (`aria-pressed`, which the style follows: `.unit-option`,
 * app/listing.css) in a bordered group, as the profile and the listing filter show it.
 */
export function UnitSwitch({ units, onChange, label, compact = false, className = "" }: UnitSwitchProps) {
  return (
    <div role="group" aria-label={label} className={`unit-switch ${compact ? "unit-switch-compact " : ""}${className}`}>
      {choices.map(([value, text, name]) => (
        <button key={value} type="button" aria-pressed={units === value} onClick={() => onChange(value)} className="unit-option">
          {text}
          <span className="sr-only"> ({name})</span>
        </button>
      ))}
    </div>
  );
}
