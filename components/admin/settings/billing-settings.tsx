"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { countErrorMessages } from "@/lib/forms/error-focus";
import { settingsSchemas, type SettingsMap } from "@/lib/validation/settings";
import { SettingsFrame } from "./settings-frame";
import { useSaveSetting } from "./use-save-setting";

type Billing = SettingsMap["billing"];

/**
 * The billing setting (issue 41's screen for issue 40's values; administrators only): the agency's legal identity on
 * every money document, currency, default VAT, fee and commission, the overtime rule, terms, number prefixes, how
 * soon talents are paid, and the billing mode. Checked with the API's own schema.
 */
export function BillingSettings({ initial }: { initial: Billing }) {
  const { control, register, handleSubmit, formState, reset } = useForm<Billing>({ resolver: zodResolver(settingsSchemas.billing), defaultValues: initial, shouldFocusError: false });
  const save = useSaveSetting("billing", { onSaved: (value) => reset(value) });
  const errorOf = (field: FieldPath<Billing>) => {
    const parts = field.split(".");
    let e: unknown = formState.errors;
    for (const p of parts) e = (e as Record<string, unknown> | undefined)?.[p];
    return (e as { message?: string } | undefined)?.message ?? save.problemAt(field);
  };
  const days = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;
  return (
    <SettingsFrame title="Billing" description="What every invoice, credit note, statement and remittance carries, and the defaults new jobs and talents start from." save={save}>
      <form
        noValidate
        aria-label="Billing"
        onSubmit={handleSubmit(
          (v) => save.mutate(v),
          (invalid) => save.reportErrors(countErrorMessages(invalid)),
        )}
        className="flex max-w-3xl flex-col gap-5"
      >
        <Card>
          <CardHeader>
            <CardTitle>Legal identity</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 md:grid-cols-2">
            <FormField label="Legal name" required error={errorOf("agencyLegalName")} className="md:col-span-2">
              <Input {...register("agencyLegalName")} autoComplete="organization" />
            </FormField>
            <FormField label="Address" error={errorOf("address.line1")} className="md:col-span-2">
              <Input {...register("address.line1")} autoComplete="address-line1" />
            </FormField>
            <FormField label="Postal code" error={errorOf("address.postalCode")}>
              <Input {...register("address.postalCode")} autoComplete="postal-code" />
            </FormField>
            <FormField label="City" error={errorOf("address.city")}>
              <Input {...register("address.city")} autoComplete="address-level2" />
            </FormField>
            <FormField label="Country (two letters)" required error={errorOf("address.country")}>
              <Input {...register("address.country")} maxLength={2} autoComplete="country" />
            </FormField>
            <FormField label="VAT ID" error={errorOf("vatId")}>
              <Input {...register("vatId")} autoComplete="off" />
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Money defaults</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 md:grid-cols-2">
            <FormField label="Home currency" required error={errorOf("homeCurrency")} hint="Three letters, e.g. EUR.">
              <Input {...register("homeCurrency")} maxLength={3} autoComplete="off" />
            </FormField>
            <FormField label="Billing mode" required error={errorOf("billingMode")}>
              <NativeSelect {...register("billingMode")}>
                <option value="agency_principal">Agency invoices as principal</option>
                <option value="agent_disbursement">Agent (disbursement)</option>
              </NativeSelect>
            </FormField>
            <FormField label="Default VAT %" required error={errorOf("defaultVatPercent")}>
              <Input {...register("defaultVatPercent")} inputMode="decimal" />
            </FormField>
            <FormField label="Default agency fee %" required error={errorOf("defaultAgencyFeePercent")}>
              <Input {...register("defaultAgencyFeePercent")} inputMode="decimal" />
            </FormField>
            <FormField label="Default commission %" required error={errorOf("defaultCommissionPercent")} hint="A talent's own record or a booking's terms override it.">
              <Input {...register("defaultCommissionPercent")} inputMode="decimal" />
            </FormField>
            <FormField label="Overtime multiplier" required error={errorOf("overtimeMultiplier")}>
              <Input {...register("overtimeMultiplier")} inputMode="decimal" />
            </FormField>
            <FormField label="Standard day (hours)" required error={errorOf("standardDayHours")}>
              <Input type="number" inputMode="numeric" min={1} max={24} step={1} {...register("standardDayHours", { valueAsNumber: true })} />
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Terms and numbers</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 md:grid-cols-2">
            <FormField label="Payment terms (days)" required error={errorOf("paymentTermsDays")} hint="An invoice's due date, unless the client has its own.">
              <Input {...days} max={365} {...register("paymentTermsDays", { valueAsNumber: true })} />
            </FormField>
            <FormField label="Talent paid within (days)" required error={errorOf("talentPaymentDays")} hint="After the client's payment.">
              <Input {...days} max={365} {...register("talentPaymentDays", { valueAsNumber: true })} />
            </FormField>
            <FormField label="Confirmation link valid (days)" required error={errorOf("confirmationLinkDays")}>
              <Input {...days} min={1} max={365} {...register("confirmationLinkDays", { valueAsNumber: true })} />
            </FormField>
            <FormField label="Require an accepted confirmation" error={errorOf("requireAcceptedConfirmation")} hint="On: a job is ready to invoice only once the client accepted its confirmation.">
              {(c) => (
                <Controller
                  control={control}
                  name="requireAcceptedConfirmation"
                  render={({ field }) => <Switch {...c} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
                />
              )}
            </FormField>
            <FormField label="Invoice prefix" required error={errorOf("invoicePrefix")}>
              <Input {...register("invoicePrefix")} autoComplete="off" />
            </FormField>
            <FormField label="Credit note prefix" required error={errorOf("creditNotePrefix")}>
              <Input {...register("creditNotePrefix")} autoComplete="off" />
            </FormField>
            <FormField label="Remittance prefix" required error={errorOf("remittancePrefix")}>
              <Input {...register("remittancePrefix")} autoComplete="off" />
            </FormField>
            <FormField label="Cancellation terms" error={errorOf("cancellationTerms")} className="md:col-span-2">
              <Textarea rows={4} {...register("cancellationTerms")} />
            </FormField>
          </CardContent>
        </Card>
        <Button type="submit" loading={save.isPending} className="self-start">
          Save Changes
        </Button>
      </form>
    </SettingsFrame>
  );
}
