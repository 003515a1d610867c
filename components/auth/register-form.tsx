"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { GuardianFields } from "@/components/auth/guardian-fields";
import { PasswordInput } from "@/components/auth/password-input";
import { PhoneNumberField, type PhoneCountryOption, type PhoneValue } from "@/components/auth/phone-number-field";
import { PlaceFields } from "@/components/auth/place-fields";
import { MeasurementsFields } from "@/components/auth/measurements-fields";
import { ProfilePictureField } from "@/components/auth/profile-picture-field";
import { measured, readRegisterValues } from "@/components/auth/register-values";
import { SnapshotFields, noSnapshots, type SnapshotChoice, type SnapshotChoices } from "@/components/auth/snapshot-fields";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";
import { FormErrorAnnouncer, FormErrorSummary } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { ApiError, apiFetch } from "@/lib/api/client";
import { SubmissionKey, formDataSignature } from "@/lib/api/idempotency-key";
import type { CountryOption } from "@/lib/services/talents";
import { snapshotField, snapshotKinds, snapshotMessage, type SnapshotKind } from "@/lib/domain/application-snapshots";
import { toast } from "@/lib/toast";
import {
  categoryOptions,
  genderOptions,
  isMinor,
  siteFormErrors,
  todayIso,
  validateRegisterForm,
  type PlaceLists,
} from "@/lib/validation/register-rules";

type RegisterFormProps = {
  countries: readonly Pick<CountryOption, "iso" | "name">[];
  phoneCountries: readonly PhoneCountryOption[];
  defaultPhoneCountry: string;
};

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
  const lists = useRef<PlaceLists>({ statesListed: true, cities: [] });
  const [dob, setDob] = useState("");
  const [phone, setPhone] = useState<PhoneValue>({ country: defaultPhoneCountry, national: "" });
  const [whatsapp, setWhatsapp] = useState<PhoneValue>({ country: defaultPhoneCountry, national: "" });
  const [photo, setPhoto] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  const [snapshots, setSnapshots] = useState<SnapshotChoices>(noSnapshots);
  const setSnapshot = (kind: SnapshotKind, choice: SnapshotChoice) => setSnapshots((all) => ({ ...all, [kind]: choice }));
  const [submission] = useState(() => new SubmissionKey());
  const minor = isMinor(dob);
  const dobInput = useRef<HTMLInputElement>(null);

  // A failed submit (here or at the server) focuses and scrolls to the first field in error, announces the count
  // and lists the errors at the top: on a phone the form is several screens long. A taken email is not among the
  // server's answers: the server answers it as it answers a new one.
  const form = useCheckedForm({
    read: readRegisterValues,
    validate: (values) => ({ ...validateRegisterForm(values, lists.current), ...siteFormErrors(values) }),
    leaving: true,
    // Each snapshot is required here (the API takes an older client's application without them).
    extraErrors() {
      const checked = Object.fromEntries(
        snapshotKinds.map((kind) => [kind, snapshots[kind].file || snapshots[kind].error ? snapshots[kind] : { file: null, error: snapshotMessage(kind) }]),
      ) as SnapshotChoices;
      setSnapshots(checked);
      return snapshotKinds.filter((kind) => checked[kind].error).length + (photo.error ? 1 : 0);
    },
    async onSubmit(values, element) {
      const body = new FormData(element);
      body.delete("profile_image");
      if (photo.file) body.append("profile_image", photo.file);
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
      await apiFetch("/auth/register", { body, headers: submission.headerFor(formDataSignature(body)) });
      submission.accepted();
      toast.success("Registration Successful", { description: "Your application has been submitted for review" });
      router.push("/pending-approval");
    },
    // The fields' messages are placed by the hook; the pictures' are kept beside their pickers.
    onError(error) {
      if (!(error instanceof ApiError)) {
        toast.error("Error", { description: "An unexpected error occurred" });
        return 0;
      }
      let elsewhere = 0;
      for (const [field, messages] of Object.entries(error.errors ?? {})) {
        const kind = snapshotKinds.find((k) => snapshotField(k) === field);
        if (field === "profile_image") setPhoto({ file: null, error: messages[0] });
        else if (kind) setSnapshot(kind, { file: null, error: messages[0] });
        else continue;
        elsewhere++;
      }
      const text = error.errors ? error.joined : error.message || "Registration failed";
      toast.error("Error", { description: <span className="whitespace-pre-line">{text}</span> });
      return elsewhere;
    },
  });
  const { errors, isSubmitting, revalidate } = form;

  // A date of birth typed before the script loaded is only in the page: take it over.
  useEffect(() => {
    if (dobInput.current?.value) setDob(dobInput.current.value);
  }, []);

  const onListsChange = useCallback(
    (loaded: PlaceLists) => {
      lists.current = loaded;
      revalidate();
    },
    [revalidate],
  );

  return (
    // method="post": a submit before the page has hydrated must never put the password in the URL.
    <form
      {...form.formProps}
      className="flex flex-col gap-10"
      aria-describedby="register-required-note"
    >
      <p id="register-required-note" className="text-sm text-muted-foreground">
        Fields marked <span aria-hidden="true" className="text-accent">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <FormErrorAnnouncer report={form.report} />
      {form.report.count > 0 && <FormErrorSummary items={form.summary} />}

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
              form.touch("whatsapp");
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
          <GuardianFields errors={errors} />
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
