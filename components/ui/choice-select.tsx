import { NativeSelect } from "@/components/ui/native-select";

type ChoiceSelectProps = React.ComponentProps<typeof NativeSelect> & {
  /** The first, empty option ("Select gender", "Not set"). */
  placeholder: string;
  choices: readonly { value: string; label: string }[];
};

/** A plain `<select>` of fixed choices after an empty first option; takes react-hook-form's `register()` props. */
export function ChoiceSelect({ placeholder, choices, ...props }: ChoiceSelectProps) {
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </NativeSelect>
  );
}
