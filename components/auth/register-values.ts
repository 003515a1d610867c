import { joinLength, unitOf } from "@/lib/domain/measurements";
import type { RegisterFormValues } from "@/lib/validation/register-rules";

/** The fields written as a number and a unit (`MeasurementField`), sent joined: "84 cm". */
export const measured = ["height", "bust", "waist", "hips"] as const;

/** The registration form's values as its controls hold them, each measurement joined with its unit. */
export function readRegisterValues(form: HTMLFormElement): RegisterFormValues {
  const data = new FormData(form);
  const text = (key: string) => String(data.get(key) ?? "");
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    whatsapp: text("whatsapp"),
    country: text("country"),
    state: text("state"),
    city: text("city"),
    gender: text("gender"),
    category: text("category"),
    dob: text("dob"),
    password: text("password"),
    confirmPassword: text("confirmPassword"),
    guardian_name: text("guardian_name"),
    guardian_email: text("guardian_email"),
    guardian_consent: data.has("guardian_consent"),
    ...Object.fromEntries(measured.map((key) => [key, joinLength(text(key), unitOf(text(`${key}_unit`)))])),
    shoe_size: text("shoe_size"),
    hair_color: text("hair_color"),
    eye_color: text("eye_color"),
    instagram: text("instagram"),
  };
}
