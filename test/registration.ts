import type { RegisterFormValues } from "@/lib/validation/register-rules";

/** A complete, valid registration by an adult in Lagos, as the form sends it. */
export const validRegistration: RegisterFormValues = {
  name: "Ada Obi",
  email: "ada@example.com",
  phone: "+2348031234567",
  whatsapp: "+14155552671",
  country: "NG",
  state: "LA",
  city: "Ikeja",
  gender: "female",
  category: "teen",
  dob: "2000-05-04",
  password: "long-enough",
  confirmPassword: "long-enough",
};
