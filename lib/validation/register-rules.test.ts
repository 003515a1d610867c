import { getCountries, getCountryCallingCode, getExampleNumber } from "libphonenumber-js";
import examples from "libphonenumber-js/examples.mobile.json";
import { describe, expect, it } from "vitest";
import { listCities, resolveLocation } from "@/lib/services/talents/locations";
import { validRegistration as valid } from "@/test/registration";
import { normalizePhone, registerSchema } from "./register";
import {
  composePhone,
  phoneLooksValid,
  registerMessages as m,
  siteFormErrors,
  todayIso,
  validateRegisterForm,
  type RegisterFormValues,
} from "./register-rules";

const year = new Date().getFullYear();
const noLists = { statesListed: false, cities: [] };

/** The server schema's first message per field. */
function serverErrors(values: RegisterFormValues) {
  const result = registerSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** Values to try per field; each is tried on an otherwise valid form. */
const variants: { [K in keyof RegisterFormValues]?: RegisterFormValues[K][] } = {
  name: ["", " ", "A", " A ", "Al", "x".repeat(120), "x".repeat(121), `  ${"x".repeat(119)}  `],
  email: ["", "  ", "plain", "a@b", "a..b@c.de", ".a@b.co", " ADA@Example.COM ", "user+tag@ex-ample.co.uk", "ü@b.co", `${"x".repeat(250)}@b.co`],
  country: ["", "  ", "Nigeria", "x".repeat(121)],
  state: ["", "LA", "x".repeat(121)],
  city: ["", " ", "Ikeja", "x".repeat(121)],
  gender: ["", "female", "male", "other", "robot", "Female"],
  category: ["", "female", "male", "influencer", "teen", "kids"],
  dob: ["", " ", "1999-02-30", "12/04/1999", `${year + 1}-01-01`, todayIso(), `${year - 12}-01-01`, `${year - 13}-01-01`, `${year - 17}-06-15`, "1900-01-01"],
  password: ["", "1234567", "12345678", "x".repeat(200), "x".repeat(201)],
  confirmPassword: ["", "long-enoug", "long-enough", "x".repeat(201)],
  whatsapp: ["", "+14155552671", "+12", "12345678"],
  height: ["", "175", "175 cm", "69 in", `5'9"`, "tall", "20 cm", "175\ncm"],
  bust: ["", "84 cm", "33 in", "84", "33\"", "8 cm", "big", "999 cm"],
  waist: ["", "61 cm", "24 in", "x"],
  hips: ["", "90 cm", "35.5 in", "0"],
  shoe_size: ["", "EU 38", "x".repeat(21), "38\n"],
  hair_color: ["", "Dark Brown", "x".repeat(41)],
  eye_color: ["", "Hazel", "x".repeat(41)],
  instagram: ["", "@ada.obi", "ada_obi", "https://www.instagram.com/Ada.Obi/?igsh=abc", "instagram.com/p/xyz", "not a handle", "a..b", "x".repeat(31)],
};

const minor = `${year - 15}-01-01`;
const guardians: Partial<RegisterFormValues>[] = [
  {},
  { guardian_name: "Mum", guardian_email: "mum@example.com", guardian_consent: true },
  { guardian_name: " M ", guardian_email: "mum@example.com", guardian_consent: true },
  { guardian_name: "x".repeat(121), guardian_email: "mum@example.com", guardian_consent: true },
  { guardian_name: "Mum", guardian_email: "not-an-email", guardian_consent: false },
  { guardian_name: "Mum", guardian_email: " ADA@example.com ", guardian_consent: true },
  { guardian_name: "Mum", guardian_email: "", guardian_consent: true },
];

describe("registration form rules", () => {
  it("agree with the server's registerSchema on every field and message", () => {
    let cases = 0;
    for (const [field, values] of Object.entries(variants)) {
      for (const value of values ?? []) {
        const form = { ...valid, [field]: value };
        expect(validateRegisterForm(form, noLists), `${field}: ${JSON.stringify(value)}`).toEqual(serverErrors(form));
        cases += 1;
      }
    }
    for (const guardian of guardians) {
      for (const email of [valid.email, "bad"]) {
        const form = { ...valid, email, dob: minor, ...guardian };
        expect(validateRegisterForm(form, noLists), JSON.stringify(form)).toEqual(serverErrors(form));
        cases += 1;
      }
    }
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ""])) as unknown as RegisterFormValues;
    expect(validateRegisterForm(empty, noLists)).toEqual(serverErrors(empty));
    expect(cases).toBeGreaterThan(60);
  });

  it("ask for the height on the site's form only (the API takes an older client's payload without it)", () => {
    expect(siteFormErrors({ ...valid, height: "" })).toEqual({ height: m.height });
    expect(siteFormErrors({ ...valid, height: "175 cm" })).toEqual({});
    expect(serverErrors({ ...valid, height: "" })).toEqual({});
  });

  it("never refuse a phone number the server accepts, and refuse the clearly impossible", () => {
    for (const phone of ["+14155552671", "+447911123456", "+2348031234567", "+390612345678"]) {
      expect(normalizePhone(phone), phone).not.toBeNull();
      expect(validateRegisterForm({ ...valid, phone }, noLists).phone, phone).toBeUndefined();
    }
    for (const phone of ["+", "+12", "+1234", "12345678", "+1 (415) 555-2671", `+${"1".repeat(18)}`]) {
      expect(validateRegisterForm({ ...valid, phone, whatsapp: phone }, noLists)).toMatchObject({ phone: m.phone, whatsapp: m.whatsapp });
    }
    // The phone is required, WhatsApp is not.
    expect(validateRegisterForm({ ...valid, phone: "", whatsapp: "" }, noLists)).toEqual({ phone: m.phone });
  });

  it("compose a number the server reads as the intended one, for every country, trunk prefix or not", () => {
    const countries = getCountries();
    expect(countries.length).toBeGreaterThan(200);
    for (const country of countries) {
      const example = getExampleNumber(country, examples);
      if (!example) continue;
      const code = getCountryCallingCode(country);
      for (const typed of [example.formatNational(), example.nationalNumber, example.formatInternational()]) {
        const composed = composePhone(code, typed);
        expect(phoneLooksValid(composed), `${country} ${typed}`).toBe(true);
        expect(normalizePhone(composed), `${country} ${typed}`).toBe(example.number);
      }
    }
    expect(composePhone("44", "  ")).toBe("");
  });

  it("check the state and the city against the lists the form loaded, as the server does", async () => {
    const cities = (await listCities("NG", "LA")).map((c) => c.name);
    const lagos = { statesListed: true, cities };
    const cases = [
      { country: "NG", state: "", city: "Ikeja" },
      { country: "NG", state: "LA", city: "Gotham" },
      { country: "NG", state: "LA", city: " ikeja " },
      { country: "NG", state: "LA", city: "" },
    ];
    for (const place of cases) {
      const form = { ...valid, ...place };
      const client = validateRegisterForm(form, place.state ? lagos : { statesListed: true, cities: [] });
      const { errors } = await resolveLocation(place);
      const server = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]]));
      expect({ state: client.state, city: client.city }, JSON.stringify(place)).toEqual({ state: server.state, city: server.city });
    }
    // Where a country has no states, none is asked for and the city is the applicant's own words.
    expect(validateRegisterForm({ ...valid, country: "GI", state: "", city: "Gibraltar" }, noLists)).toEqual({});
  });
});
