"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useRef, useState, useSyncExternalStore } from "react";
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { LocationFields } from "@/components/auth/location-fields";
import { PasswordInput } from "@/components/auth/password-input";
import { ProfilePictureField } from "@/components/auth/profile-picture-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PhoneField } from "@/components/ui/phone-field";
import { ApiError, apiFetch } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import {
  categoryOptions,
  genderOptions,
  isMinor,
  registerSchema,
  stateError,
  todayIso,
  type RegisterFormValues,
  type RegisterInput,
} from "@/lib/validation/register";

const defaultValues: RegisterFormValues = {
  name: "",
  email: "",
  phone: "",
  whatsapp: "",
  country: "",
  state: "",
  city: "",
  gender: "",
  category: "",
  dob: "",
  password: "",
  confirmPassword: "",
  guardian_name: "",
  guardian_email: "",
  guardian_consent: false,
};

const fieldNames = new Set(Object.keys(defaultValues));
const baseResolver = zodResolver(registerSchema);

// The date input's `max` is today in the visitor's own time zone, so it is only known in the browser.
const noSubscribe = () => () => {};
const useToday = () => useSyncExternalStore(noSubscribe, todayIso, () => undefined);

function errorDescription(text: string) {
  return <span className="whitespace-pre-line">{text}</span>;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-border pt-8 sm:grid-cols-2">
      <legend className="eyebrow float-left mb-1 w-full text-muted-foreground sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The talent sign-up form: every field of the spec, checked as typed and again by the server. */
export function RegisterForm() {
  const router = useRouter();
  const today = useToday();
  const statesListed = useRef(true);
  const [photo, setPhoto] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });

  // The schema checks that a state is given only where the chosen country has states; the form knows that from
  // the list it loaded, the server from the dataset.
  const resolver = useCallback<Resolver<RegisterFormValues, unknown, RegisterInput>>(async (values, context, options) => {
    const result = await baseResolver(values, context, options);
    const message = stateError(values.state, statesListed.current);
    if (!message) return result;
    return { values: {}, errors: { ...result.errors, state: { type: "custom", message } } };
  }, []);

  const form = useForm<RegisterFormValues, unknown, RegisterInput>({ defaultValues, resolver, mode: "onTouched" });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [country, state, dob, phone] = useWatch({ control, name: ["country", "state", "dob", "phone"] });
  const minor = isMinor(dob);
  const onStatesListed = useCallback((listed: boolean) => {
    statesListed.current = listed;
  }, []);

  async function onSubmit(values: RegisterInput) {
    if (photo.error) {
      toast.error("Error", { description: photo.error });
      return;
    }
    const body = new FormData();
    const fields: Record<string, string> = {
      name: values.name,
      email: values.email,
      password: values.password,
      confirmPassword: values.confirmPassword,
      phone: values.phone,
      whatsapp: values.whatsapp,
      country: values.country,
      state: values.state,
      city: values.city,
      gender: values.gender,
      category: values.category,
      dob: values.dob,
    };
    if (minor) {
      fields.guardian_name = values.guardian_name ?? "";
      fields.guardian_email = values.guardian_email ?? "";
      fields.guardian_consent = values.guardian_consent ? "true" : "false";
    }
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (photo.file) body.append("profile_image", photo.file);

    try {
      await apiFetch("/auth/register", { body });
      toast.success("Registration Successful", { description: "Your application has been submitted for review" });
      router.push("/pending-approval");
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.errors ?? {})) {
          if (field === "profile_image") setPhoto({ file: null, error: messages[0] });
          else if (fieldNames.has(field)) setError(field as FieldPath<RegisterFormValues>, { message: messages[0] });
        }
        const text = error.errors ? error.joined : error.message || "Registration failed";
        toast.error("Error", { description: errorDescription(text) });
      } else {
        toast.error("Error", { description: error instanceof Error && error.message ? error.message : "An unexpected error occurred" });
      }
    }
  }

  return (
    // method="post": a submit before the page has hydrated must never put the password in the URL.
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-10" aria-describedby="register-required-note">
      <p id="register-required-note" className="text-sm text-muted-foreground">
        Fields marked <span aria-hidden="true" className="text-accent">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

      <Section title="Your details">
        <FormField label="Full name" required error={errors.name?.message} className="sm:col-span-2">
          <Input {...register("name")} autoComplete="name" maxLength={120} />
        </FormField>
        <FormField label="Email address" required error={errors.email?.message} className="sm:col-span-2">
          <Input {...register("email")} type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </FormField>
        <PhoneField control={control} name="phone" label="Phone number" countryLabel="Phone number country" required error={errors.phone?.message} />
        <div className="flex flex-col gap-2">
          <PhoneField
            control={control}
            name="whatsapp"
            label="WhatsApp number"
            countryLabel="WhatsApp number country"
            required
            error={errors.whatsapp?.message}
          />
          <button
            type="button"
            className="self-start text-xs text-muted-foreground underline underline-offset-4 hover:text-foreground disabled:no-underline disabled:opacity-60"
            disabled={!phone}
            onClick={() => setValue("whatsapp", phone ?? "", { shouldValidate: true, shouldTouch: true })}
          >
            Same as my phone number
          </button>
        </div>
      </Section>

      <Section title="Where you live">
        <LocationFields
          control={control}
          errors={errors}
          setValue={setValue}
          country={country ?? ""}
          state={state ?? ""}
          onStatesListed={onStatesListed}
        />
      </Section>

      <Section title="About you">
        <FormField label="Gender" required error={errors.gender?.message}>
          <NativeSelect {...register("gender")}>
            <option value="">Select your gender</option>
            {genderOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Date of birth" required error={errors.dob?.message}>
          <Input {...register("dob")} type="date" min="1900-01-01" max={today} autoComplete="bday" />
        </FormField>
        <FormField label="Category" required error={errors.category?.message} className="sm:col-span-2">
          <NativeSelect {...register("category")}>
            <option value="">Select a category</option>
            {categoryOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Section>

      {minor && (
        <Section title="Parent or guardian">
          <p className="text-sm leading-relaxed text-muted-foreground sm:col-span-2">
            Applicants under 18 need the consent of a parent or legal guardian. We will email them to let them know
            about your application.
          </p>
          <FormField label="Parent or guardian's full name" required error={errors.guardian_name?.message}>
            <Input {...register("guardian_name")} autoComplete="off" maxLength={120} />
          </FormField>
          <FormField label="Parent or guardian's email" required error={errors.guardian_email?.message}>
            <Input {...register("guardian_email")} type="email" inputMode="email" autoComplete="off" maxLength={254} />
          </FormField>
          <Controller
            control={control}
            name="guardian_consent"
            render={({ field }) => (
              <div className="flex flex-col gap-2 sm:col-span-2">
                <div className="flex items-start gap-3">
                  <Checkbox
                    id="guardian_consent"
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    aria-invalid={errors.guardian_consent ? true : undefined}
                    aria-describedby={errors.guardian_consent ? "guardian_consent-error" : undefined}
                    className="mt-0.5"
                  />
                  <label htmlFor="guardian_consent" className="text-sm leading-relaxed">
                    My parent or guardian named above knows about this application and consents to it.
                  </label>
                </div>
                {errors.guardian_consent?.message && (
                  <p id="guardian_consent-error" role="alert" className="text-xs font-medium text-destructive">
                    {errors.guardian_consent.message}
                  </p>
                )}
              </div>
            )}
          />
        </Section>
      )}

      <Section title="Your account">
        <FormField label="Password" required error={errors.password?.message} hint="At least 8 characters.">
          <PasswordInput {...register("password")} autoComplete="new-password" maxLength={200} />
        </FormField>
        <FormField label="Confirm password" required error={errors.confirmPassword?.message}>
          <PasswordInput {...register("confirmPassword")} autoComplete="new-password" maxLength={200} />
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
