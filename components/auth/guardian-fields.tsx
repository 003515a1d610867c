import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { RegisterFormErrors } from "@/lib/validation/register-rules";

type GuardianErrors = Pick<RegisterFormErrors, "guardian_name" | "guardian_email" | "guardian_consent">;

/** A minor's parent or guardian: name, email and consent (the registration form shows them under 18). */
export function GuardianFields({ errors }: { errors: GuardianErrors }) {
  return (
    <>
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
    </>
  );
}
