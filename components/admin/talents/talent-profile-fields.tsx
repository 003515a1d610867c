"use client";

import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { ChoiceSelect } from "@/components/ui/choice-select";
import { FormField } from "@/components/ui/form-field";
import { ColorChoices } from "@/components/ui/color-choices";
import { DateInput } from "@/components/ui/date-input";
import { Input } from "@/components/ui/input";
import { MeasurementInput } from "@/components/ui/measurement-input";
import { useUnits } from "@/components/site/use-units";
import { colorChoiceLists } from "@/lib/domain/colors";
import { measurementLabelsFor } from "@/lib/domain/measurement-labels";
import type { LengthField } from "@/lib/domain/measurements";
import { MIN_DOB } from "@/lib/validation/admin-talent";
import { AdminLocationFields, type LocationValue } from "./location-fields";
import { genderChoices, localToday } from "./talent-options";

/** The measurements in the admin's order; bust, waist and hips are lengths with a unit choice. */
const measurementFields = [
  ["height", `e.g. 5'10" or 178 cm`],
  ["waist", ""],
  ["bust", ""],
  ["hips", ""],
  ["shoe_size", ""],
  ["dress_size", ""],
  ["hair_color", ""],
  ["eye_color", ""],
] as const;

const isLength = (name: string): name is LengthField => name === "bust" || name === "waist" || name === "hips";

type ProfileFieldName = keyof LocationValue | "gender" | "dob" | (typeof measurementFields)[number][0];

type TalentProfileFieldsProps = {
  /** The form's `register`, narrowed to these fields: `(name) => register(name)`. */
  register: (name: ProfileFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<ProfileFieldName, FieldError>>;
  location: LocationValue;
  /** Sets one place field (the caller's `setValue`, marking the form dirty). */
  setPlace: (name: keyof LocationValue, value: string) => void;
  genderPlaceholder: string;
  /** The form's category and gender as chosen now: the labels follow the board (chest and suit size for men). */
  board: { category: string; gender: string };
  /** The bust, waist and hips values (watched) and the setter marking the form dirty. */
  lengths: Record<LengthField, string>;
  setLength: (name: LengthField, value: string) => void;
};

/**
 * The profile fields the admin's create and edit talent forms share, for a three-column grid: country, state and
 * city; gender and date of birth; the measurements and looks.
 */
export function TalentProfileFields({ register, errors, location, setPlace, genderPlaceholder, board, lengths, setLength }: TalentProfileFieldsProps) {
  const labels = measurementLabelsFor(board, "color");
  const [units] = useUnits();
  return (
    <>
      <AdminLocationFields
        value={location}
        errors={{ country: errors.country?.message, state: errors.state?.message, city: errors.city?.message }}
        onChange={(next) => {
          setPlace("country", next.country);
          setPlace("state", next.state);
          setPlace("city", next.city);
        }}
      />
      <FormField label="Gender" error={errors.gender?.message}>
        <ChoiceSelect placeholder={genderPlaceholder} choices={genderChoices} {...register("gender")} />
      </FormField>
      <FormField label="Date of Birth" error={errors.dob?.message}>
        <DateInput min={MIN_DOB} max={localToday()} {...register("dob")} />
      </FormField>
      {measurementFields.map(([name, placeholder]) => (
        <FormField key={name} label={labels[name]} error={errors[name]?.message}>
          {isLength(name) ? (
            <MeasurementInput
              name={name}
              label={labels[name]}
              value={lengths[name]}
              onChange={(value) => setLength(name, value)}
              defaultUnit={units === "imperial" ? "in" : "cm"}
            />
          ) : (
            <Input
              placeholder={placeholder || undefined}
              list={name === "hair_color" ? colorChoiceLists.hair : name === "eye_color" ? colorChoiceLists.eyes : undefined}
              {...register(name)}
            />
          )}
        </FormField>
      ))}
      <ColorChoices />
    </>
  );
}
