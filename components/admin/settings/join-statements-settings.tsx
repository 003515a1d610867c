"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { joinStatementsSchema, type SettingsMap } from "@/lib/validation/settings";
import { SettingsFrame } from "./settings-frame";
import { useSaveSetting } from "./use-save-setting";

type Join = SettingsMap["join-statements"];

/** The call to action that invites models to apply (home page and footer of the listings). */
export function JoinStatementsSettings({ initial }: { initial: Join }) {
  const { register, handleSubmit, formState } = useForm<Join>({ resolver: zodResolver(joinStatementsSchema), defaultValues: initial, shouldFocusError: false });
  const save = useSaveSetting("join-statements");
  const errorOf = (field: keyof Join) => formState.errors[field]?.message ?? save.problemAt(field);
  return (
    <SettingsFrame title="Join Statements" description="The call to action that invites models to apply." save={save}>
      <Card className="max-w-2xl">
        <CardContent className="pt-5 md:pt-6">
          <form noValidate onSubmit={handleSubmit(
              (v) => save.mutate(v),
              (invalid) => save.reportErrors(countFieldErrors(invalid)),
            )} className="flex flex-col gap-5">
            <FormField label="Title" required error={errorOf("heroTitle")}>
              <Textarea rows={2} className="min-h-0" {...register("heroTitle")} maxLength={200} />
            </FormField>
            <FormField label="Description" required error={errorOf("heroDescription")}>
              <Textarea rows={3} className="min-h-0" {...register("heroDescription")} maxLength={1000} />
            </FormField>
            <Button type="submit" loading={save.isPending} className="self-start">
              Save Changes
            </Button>
          </form>
        </CardContent>
      </Card>
    </SettingsFrame>
  );
}
