"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { PasswordInput } from "@/components/auth/password-input";
import { PhoneNumberField, type PhoneCountryOption, type PhoneValue } from "@/components/auth/phone-number-field";
import { PlaceFields } from "@/components/auth/place-fields";
import { MeasurementsFields } from "@/components/auth/measurements-fields";
import { ProfilePictureField } from "@/components/auth/profile-picture-field";
import { SnapshotFields, noSnapshots, type SnapshotChoice, type SnapshotChoices } from "@/components/auth/snapshot-fields";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";
import { FormErrorAnnouncer, FormErrorSummary, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ApiError, apiFetch } from "@/lib/api/client";
import { SubmissionKey, formDataSignature } from "@/lib/api/idempotency-key";
import type { CountryOption } from "@/lib/services/locations";
import { snapshotField, snapshotKinds, snapshotMessage, type SnapshotKind } from "@/lib/domain/application-snapshots";
import { joinLength, unitOf } from "@/lib/domain/measurements";
import { toast } from "@/lib/toast";
import {
  categoryOptions,
  genderOptions,
  isMinor,
  siteFormErrors,
  todayIso,
  validateRegisterForm,
  type PlaceLists,
  type RegisterFormErrors,
  type RegisterFormValues,
} from "@/lib/validation/register-rules";

type RegisterFormProps = {
  countries: readonly Pick<CountryOption, "iso" | "name">[];
  phoneCountries: readonly PhoneCountryOption[];
  defaultPhoneCountry: string;
};

const fields = [
  "name",
  "email",
  "phone",
  "whatsapp",
  "country",
  "state",
  "city",
  "gender",
  "dob",
  "category",
  "height",
  "bust",
  "waist",
  "hips",
  "shoe_size",
  "hair_color",
  "eye_color",
  "instagram",
  "guardian_name",
  "guardian_email",
  "guardian_consent",
  "password",
  "confirmPassword",
] as const satisfies readonly (keyof RegisterFormValues)[];
const fieldNames = new Set<string>(fields);
/** The fields written as a number and a unit (`MeasurementField`), sent joined: "84 cm". */
const measured = ["height", "bust", "waist", "hips"] as const;

function readValues(form: HTMLFormElement): RegisterFormValues {
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

/** The field an element belongs to: its name, or `data-field` for the parts of a phone number. */
const fieldOf = (target: EventTarget) =>
  target instanceof HTMLElement ? (target.getAttribute("name") ?? target.dataset.field ?? null) : null;

// The date input's `max` is today in the visitor's own time zone, so it is only known in the browser.
const noSubscribe = () => () => {};
const useToday = () => useSyncExternalStore(noSubscribe, todayIso, () => undefined);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-border pt-8 sm:grid-cols-2">
      <legend className="eyebrow float-left mb-1 w-full text-muted-foreground sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The talent sign-up form: every field of the spec, checked when a field is left and again on every change after
 * that, all of them on submit, and once more by the server (whose 422 messages land under the same fields).
 */
export function RegisterForm({ countries, phoneCountries, defaultPhoneCountry }: RegisterFormProps) {
  const router = useRouter();
  const today = useToday();
  // A failed submit (here or at the server) focuses and scrolls to the first field in error, announces the count
  // and lists the errors at the top: on a phone the form is several screens long.
  const { formRef, report, reportErrors, clearReport, summary } = useErrorReport();
  const lists = useRef<PlaceLists>({ statesListed: true, cities: [] });
  // The fields whose messages are shown: those left once, and all of them after a submit.
  const shown = useRef(new Set<string>());
  const [errors, setErrors] = useState<RegisterFormErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [dob, setDob] = useState("");
  const [phone, setPhone] = useState<PhoneValue>({ country: defaultPhoneCountry, national: "" });
  const [whatsapp, setWhatsapp] = useState<PhoneValue>({ country: defaultPhoneCountry, national: "" });
  const [photo, setPhoto] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  const [snapshots, setSnapshots] = useState<SnapshotChoices>(noSnapshots);
  const setSnapshot = (kind: SnapshotKind, choice: SnapshotChoice) => setSnapshots((all) => ({ ...all, [kind]: choice }));
  const [submission] = useState(() => new SubmissionKey());
  const minor = isMinor(dob);
  const dobInput = useRef<HTMLInputElement>(null);

  // A date of birth typed before the script loaded is only in the page: take it over.
  useEffect(() => {
    if (dobInput.current?.value) setDob(dobInput.current.value);
  }, []);

  // The server's answers (a number outside its country's plan, say), each kept until its field is changed. A taken
  // email is not one of them: the server answers it as it answers a new one.
  const serverErrors = useRef<Partial<Record<keyof RegisterFormValues, { message: string; value: unknown }>>>({});

  const check = useCallback((): RegisterFormErrors => {
    if (!formRef.current) return {};
    const values = readValues(formRef.current);
    const found = { ...validateRegisterForm(values, lists.current), ...siteFormErrors(values) };
    for (const [field, answer] of Object.entries(serverErrors.current)) {
      const key = field as keyof RegisterFormValues;
      if (answer && values[key] === answer.value) found[key] ??= answer.message;
    }
    setErrors(Object.fromEntries(Object.entries(found).filter(([field]) => shown.current.has(field))));
    return found;
  }, [formRef]);
  // After React has rendered the change (a new country clears the state and the city first).
  const checkSoon = useCallback(() => void setTimeout(check), [check]);
  const onListsChange = useCallback(
    (loaded: PlaceLists) => {
      lists.current = loaded;
      checkSoon();
    },
    [checkSoon],
  );

  function onBlur(event: React.FocusEvent<HTMLFormElement>) {
    const field = fieldOf(event.target);
    if (!field || !fieldNames.has(field)) return;
    shown.current.add(field);
    checkSoon();
  }

  function onChange() {
    if (shown.current.size > 0) checkSoon();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    for (const field of fields) shown.current.add(field);
    // Each snapshot is required here (the API takes an older client's application without them).
    const checkedSnapshots = Object.fromEntries(
      snapshotKinds.map((kind) => [kind, snapshots[kind].file || snapshots[kind].error ? snapshots[kind] : { file: null, error: snapshotMessage(kind) }]),
    ) as SnapshotChoices;
    setSnapshots(checkedSnapshots);
    const snapshotErrors = snapshotKinds.filter((kind) => checkedSnapshots[kind].error).length;
    const found = Object.keys(check()).length + (photo.error ? 1 : 0) + snapshotErrors;
    if (found > 0) {
      reportErrors(found);
      return;
    }
    clearReport();
    const body = new FormData(form);
    body.delete("profile_image");
    if (photo.file) body.append("profile_image", photo.file);
    const values = readValues(form);
    for (const key of measured) {
      body.set(key, values[key] ?? "");
      body.delete(`${key}_unit`);
    }
    for (const kind of snapshotKinds) {
      body.delete(snapshotField(kind));
      const file = snapshots[kind].file;
      if (file) body.append(snapshotField(kind), file);
    }
    if (minor) body.set("guardian_consent", body.has("guardian_consent") ? "true" : "false");

    setSubmitting(true);
    try {
      await apiFetch("/auth/register", { body, headers: submission.headerFor(formDataSignature(body)) });
      submission.accepted();
      toast.success("Registration Successful", { description: "Your application has been submitted for review" });
      router.push("/pending-approval");
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) {
        toast.error("Error", { description: "An unexpected error occurred" });
        return;
      }
      const sent = readValues(form);
      serverErrors.current = {};
      for (const [field, messages] of Object.entries(error.errors ?? {})) {
        const kind = snapshotKinds.find((k) => snapshotField(k) === field);
        if (field === "profile_image") setPhoto({ file: null, error: messages[0] });
        else if (kind) setSnapshot(kind, { file: null, error: messages[0] });
        else if (fieldNames.has(field)) {
          const key = field as keyof RegisterFormValues;
          serverErrors.current[key] = { message: messages[0], value: sent[key] };
        }
      }
      const fileErrors = ["profile_image", ...snapshotKinds.map(snapshotField)].filter((f) => error.errors?.[f]).length;
      const count = Object.keys(check()).length + fileErrors;
      if (count > 0) reportErrors(count);
      const text = error.errors ? error.joined : error.message || "Registration failed";
      toast.error("Error", { description: <span className="whitespace-pre-line">{text}</span> });
    }
  }

  return (
    // method="post": a submit before the page has hydrated must never put the password in the URL.
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={onChange}
      className="flex flex-col gap-10"
      aria-describedby="register-required-note"
    >
      <p id="register-required-note" className="text-sm text-muted-foreground">
        Fields marked <span aria-hidden="true" className="text-accent">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <FormErrorAnnouncer report={report} />
      {report.count > 0 && <FormErrorSummary items={summary} />}

      <Section title="Your details">
        <FormField label="Full name" required error={errors.name} className="sm:col-span-2">
          <Input name="name" autoComplete="name" maxLength={120} />
        </FormField>
        <FormField label="Email address" required error={errors.email} className="sm:col-span-2">
          <Input name="email" type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </FormField>
        <PhoneNumberField
          name="phone"
          label="Phone number"
          countryLabel="Phone number country"
          countries={phoneCountries}
          value={phone}
          onChange={setPhone}
          required
          error={errors.phone}
        />
        <div className="flex flex-col gap-2">
          <PhoneNumberField
            name="whatsapp"
            label="WhatsApp number"
            countryLabel="WhatsApp number country"
            countries={phoneCountries}
            value={whatsapp}
            onChange={setWhatsapp}
            error={errors.whatsapp}
          />
          <button
            type="button"
            className="self-start text-xs text-muted-foreground underline underline-offset-4 hover:text-foreground disabled:no-underline disabled:opacity-60"
            disabled={!phone.national.trim()}
            onClick={() => {
              setWhatsapp(phone);
              shown.current.add("whatsapp");
              checkSoon();
            }}
          >
            Same as my phone number
          </button>
        </div>
        <FormField
          label="Instagram"
          error={errors.instagram}
          hint="Your handle (@name) or profile link, if you have one."
          className="sm:col-span-2"
        >
          <Input name="instagram" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={200} placeholder="@yourname" />
        </FormField>
      </Section>

      <Section title="Where you live">
        <PlaceFields countries={countries} errors={errors} onListsChange={onListsChange} />
      </Section>

      <Section title="About you">
        <FormField label="Gender" required error={errors.gender}>
          <NativeSelect name="gender" defaultValue="">
            <option value="">Select your gender</option>
            {genderOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Date of birth" required error={errors.dob}>
          <DateInput ref={dobInput} name="dob" min="1900-01-01" max={today} autoComplete="bday" onChange={(e) => setDob(e.target.value)} />
        </FormField>
        <FormField label="Category" required error={errors.category} className="sm:col-span-2">
          <NativeSelect name="category" defaultValue="">
            <option value="">Select a category</option>
            {categoryOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Section>

      <Section title="Your measurements">
        <MeasurementsFields errors={errors} />
      </Section>

      <Section title="Your snapshots">
        <SnapshotFields value={snapshots} onChange={setSnapshot} disabled={isSubmitting} />
      </Section>

      {minor && (
        <Section title="Parent or guardian">
          <p className="text-sm leading-relaxed text-muted-foreground sm:col-span-2">
            Applicants under 18 need the consent of a parent or legal guardian. We will email them to let them know
            about your application.
          </p>
          <FormField label="Parent or guardian's full name" required error={errors.guardian_name}>
            <Input name="guardian_name" autoComplete="off" maxLength={120} />
          </FormField>
          <FormField label="Parent or guardian's email" required error={errors.guardian_email}>
            <Input name="guardian_email" type="email" inputMode="email" autoComplete="off" maxLength={254} />
          </FormField>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <div className="flex items-start gap-3">
              <input
                id="guardian_consent"
                name="guardian_consent"
                type="checkbox"
                aria-invalid={errors.guardian_consent ? true : undefined}
                aria-describedby={errors.guardian_consent ? "guardian_consent-error" : undefined}
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-foreground"
              />
              <label htmlFor="guardian_consent" className="text-sm leading-relaxed">
                My parent or guardian named above knows about this application and consents to it.
              </label>
            </div>
            {errors.guardian_consent && (
              <p id="guardian_consent-error" role="alert" className="text-xs font-medium text-destructive">
                {errors.guardian_consent}
              </p>
            )}
          </div>
        </Section>
      )}

      <Section title="Your account">
        <FormField label="Password" required error={errors.password} hint="At least 8 characters.">
          <PasswordInput name="password" autoComplete="new-password" maxLength={200} />
        </FormField>
        <FormField label="Confirm password" required error={errors.confirmPassword}>
          <PasswordInput name="confirmPassword" autoComplete="new-password" maxLength={200} />
        </FormField>
      </Section>

      <fieldset className="border-t border-border pt-8">
        <legend className="sr-only">Profile picture</legend>
        <ProfilePictureField
          file={photo.file}
          error={photo.error}
          disabled={isSubmitting}
          onChange={(file, error) => setPhoto({ file, error })}
        />
      </fieldset>

      <div className="flex flex-col gap-5 border-t border-border pt-8">
        <Button type="submit" size="xl" loading={isSubmitting} className="w-full sm:w-auto sm:self-start">
          {isSubmitting ? "Creating Account..." : "Create Account"}
        </Button>
        <p className="text-sm text-muted-foreground">
          <Link href="/login" className="text-foreground underline underline-offset-4 hover:text-accent">
            Already have an account? Sign in
          </Link>
        </p>
      </div>
    </form>
  );
}
