import type { UnitSystem } from "./units";

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

/** The cm / ft-in switch: two toggle buttons (`aria-pressed`) in a bordered group, as the profile and the listing filter show it. */
export function UnitSwitch({ units, onChange, label, compact = false, className = "" }: UnitSwitchProps) {
  const size = compact ? "h-8 min-w-12 px-2" : "h-9 min-w-14 px-3";
  return (
    <div role="group" aria-label={label} className={`inline-flex border border-foreground ${className}`}>
      {choices.map(([value, text, name]) => (
        <button
          key={value}
          type="button"
          aria-pressed={units === value}
          onClick={() => onChange(value)}
          className={`${size} text-xs font-medium tracking-[0.12em] uppercase transition-colors ${
            units === value ? "bg-foreground text-background" : "text-foreground hover:bg-muted"
          }`}
        >
          {text}
          <span className="sr-only"> ({name})</span>
        </button>
      ))}
    </div>
  );
}
