import { MeasurementField } from "@/components/auth/measurement-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { eyeColorChoices, hairColorChoices } from "@/lib/domain/colors";
import type { RegisterFormErrors } from "@/lib/validation/register-rules";

/** What the agency selects on: height (required on the site), bust, waist, hips, shoe size, hair and eye colour. */
export function MeasurementsFields({ errors }: { errors: RegisterFormErrors }) {
  return (
    <>
      <MeasurementField name="height" label="Height" required error={errors.height} />
      <MeasurementField name="bust" label="Bust / chest" error={errors.bust} />
      <MeasurementField name="waist" label="Waist" error={errors.waist} />
      <MeasurementField name="hips" label="Hips" error={errors.hips} />
      <FormField label="Shoe size" error={errors.shoe_size} hint="With its system, e.g. EU 39 or US 8.">
        <Input name="shoe_size" autoComplete="off" maxLength={20} />
      </FormField>
      <ColorSelect name="hair_color" label="Hair colour" choices={hairColorChoices} error={errors.hair_color} />
      <ColorSelect name="eye_color" label="Eye colour" choices={eyeColorChoices} error={errors.eye_color} />
    </>
  );
}

function ColorSelect({ name, label, choices, error }: { name: string; label: string; choices: readonly string[]; error?: string }) {
  return (
    <FormField label={label} error={error}>
      <NativeSelect name={name} defaultValue="">
        <option value="">Select your {label.toLowerCase()}</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
