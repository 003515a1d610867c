"use client";

import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { ChoiceSelect } from "@/components/ui/choice-select";
import { FormField } from "@/components/ui/form-field";
import { ColorChoices } from "@/components/ui/color-choices";
import { DateInput } from "@/components/ui/date-input";
import { Input } from "@/components/ui/input";
import { colorChoiceLists } from "@/lib/domain/colors";
import { MIN_DOB } from "@/lib/validation/admin-talent";
import { AdminLocationFields, type LocationValue } from "./location-fields";
import { genderChoices, localToday } from "./talent-options";

const measurementFields = [
  ["height", "Height", `e.g. 5'10" or 178 cm`],
  ["waist", "Waist", ""],
  ["bust", "Bust", ""],
  ["hips", "Hips", ""],
  ["shoe_size", "Shoe Size", ""],
  ["dress_size", "Dress Size", ""],
  ["hair_color", "Hair Color", ""],
  ["eye_color", "Eye Color", ""],
] as const;

type ProfileFieldName = keyof LocationValue | "gender" | "dob" | (typeof measurementFields)[number][0];

type TalentProfileFieldsProps = {
  /** The form's `register`, narrowed to these fields: `(name) => register(name)`. */
  register: (name: ProfileFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<ProfileFieldName, FieldError>>;
  location: LocationValue;
  /** Sets one place field (the caller's `setValue`, marking the form dirty). */
  setPlace: (name: keyof LocationValue, value: string) => void;
  genderPlaceholder: string;
};

/**
 * The profile fields the admin's create and edit talent forms share, for a three-column grid: country, state and
 * city; gender and date of birth; the measurements and looks.
 */
export function TalentProfileFields({ register, errors, location, setPlace, genderPlaceholder }: TalentProfileFieldsProps) {
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
      {measurementFields.map(([name, label, placeholder]) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          <Input
            placeholder={placeholder || undefined}
            list={name === "hair_color" ? colorChoiceLists.hair : name === "eye_color" ? colorChoiceLists.eyes : undefined}
            {...register(name)}
          />
        </FormField>
      ))}
      <ColorChoices />
    </>
  );
}
