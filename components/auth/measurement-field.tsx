import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { lengthUnits } from "@/lib/domain/measurements";

type MeasurementFieldProps = {
  /** The field's name; its unit goes in `${name}_unit` and the form joins them ("84 cm") before sending. */
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  placeholder?: string;
};

/**
 * A number and its unit (cm, the default, or inches). Plain inputs on purpose: branch `meas` brings the site's
 * measurement component with explicit units, which can take this one's place field for field.
 */
export function MeasurementField({ name, label, required, error, hint, placeholder }: MeasurementFieldProps) {
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            maxLength={8}
            placeholder={placeholder}
            className="min-w-0 flex-1"
          />
          <NativeSelect name={`${name}_unit`} defaultValue="cm" aria-label={`${label} unit`} wrapperClassName="w-24 shrink-0">
            {lengthUnits.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </FormField>
  );
}
