"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormErrorAnnouncer, FormErrorSummary, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ChoiceSelect } from "@/components/ui/choice-select";
import { PhoneField } from "@/components/ui/phone-field";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { createTalentByAdminResponse } from "@/lib/api/responses/admin-talents";
import { queryKeys } from "@/lib/api/query-keys";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { adminTalentCreateFormSchema, generatePassword, type AdminTalentCreateFormInput } from "@/lib/validation/admin-talent";
import { ImagePicker } from "./image-picker";
import { categoryChoices } from "./talent-options";
import { TalentProfileFields } from "./talent-profile-fields";

const empty: AdminTalentCreateFormInput = {
  first_name: "",
  last_name: "",
  email: "",
  password: "",
  phone: "",
  whatsapp: "",
  country: "",
  state: "",
  city: "",
  gender: "",
  dob: "",
  category: "",
  height: "",
  waist: "",
  bust: "",
  hips: "",
  shoe_size: "",
  dress_size: "",
  hair_color: "",
  eye_color: "",
  experience_level: "",
};

/** The failure toast of the spec: the field messages joined, else the server's message, else a fallback. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.joined || "Failed to create talent";
  return (error instanceof Error && error.message) || "An unexpected error occurred";
}

/** 'Create New Talent': every field optional but the email; the talent is active as soon as it is created. */
export function CreateTalentDialog() {
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const form = useForm<AdminTalentCreateFormInput>({
    resolver: zodResolver(adminTalentCreateFormSchema),
    defaultValues: empty,
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport, summary } = useErrorReport();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors },
  } = form;

  const create = useMutation({
    mutationFn: (body: FormData) => apiFetch<typeof createTalentByAdminResponse>("/admin/talents", { method: "POST", body }),
    onSuccess: async () => {
      toast.success("Talent Created", { description: "New talent has been registered successfully." });
      setOpen(false);
      reset(empty);
      setImage(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.talentLists });
    },
    onError: (error) => {
      toast.error("Error", { description: failureText(error) });
      if (error instanceof ApiError && error.errors) {
        let placed = 0;
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field === "profile_image") setImageError(messages[0]);
          else if (field in empty) setError(field as keyof AdminTalentCreateFormInput, { message: messages[0] });
          else continue;
          placed += 1;
        }
        if (placed) reportErrors(placed);
      }
    },
  });

  function onSubmit(values: AdminTalentCreateFormInput) {
    clearReport();
    const body = new FormData();
    const name = [values.first_name, values.last_name].map((v) => v.trim()).filter(Boolean).join(" ");
    const password = values.password.trim() ? values.password : generatePassword();
    body.set("name", name);
    body.set("password", password);
    for (const [key, value] of Object.entries(values)) {
      if (key === "first_name" || key === "last_name" || key === "password") continue;
      if (typeof value === "string" && value.trim()) body.set(key, value.trim());
    }
    if (image) body.set("profile_image", image);
    create.mutate(body);
  }

  const [country, state, city] = useWatch({ control, name: ["country", "state", "city"] });
  const [category, gender, bust, waist, hips] = useWatch({ control, name: ["category", "gender", "bust", "waist", "hips"] });
  const location = { country, state, city };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create New Talent
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[92dvh] max-w-3xl">
        <DialogHeader>
          <DialogTitle>Create New Talent</DialogTitle>
          <DialogDescription>All fields are optional, except an email address for the talent to sign in with.</DialogDescription>
        </DialogHeader>
        <form ref={formRef} onSubmit={handleSubmit(onSubmit, (invalid) => reportErrors(countFieldErrors(invalid)))} noValidate className="flex flex-col gap-6">
          <FormErrorAnnouncer report={report} />
          <FormErrorSummary items={summary} />
          <ImagePicker
            label="Profile Picture"
            file={image}
            onChange={(file) => {
              setImage(file);
              setImageError(null);
            }}
            onInvalid={setImageError}
            error={imageError}
          />

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">Account</legend>
            <FormField label="First Name" error={errors.first_name?.message}>
              <Input autoComplete="off" {...register("first_name")} />
            </FormField>
            <FormField label="Last Name" error={errors.last_name?.message}>
              <Input autoComplete="off" {...register("last_name")} />
            </FormField>
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...register("email")} />
            </FormField>
            <FormField label="Password" error={errors.password?.message} hint="Left empty, a 12-character password is generated.">
              {(controlProps) => (
                <div className="flex gap-2">
                  <Input {...controlProps} type="text" autoComplete="new-password" spellCheck={false} className="font-mono" {...register("password")} />
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => setValue("password", generatePassword(), { shouldValidate: true })}
                  >
                    <KeyRound aria-hidden="true" />
                    Generate
                  </Button>
                </div>
              )}
            </FormField>
            <PhoneField control={control} name="phone" label="Phone" countryLabel="Phone country code" error={errors.phone?.message} />
            <PhoneField control={control} name="whatsapp" label="WhatsApp" countryLabel="WhatsApp country code" error={errors.whatsapp?.message} />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">Profile</legend>
            <TalentProfileFields
              register={(name) => register(name)}
              errors={errors}
              location={location}
              setPlace={(name, value) => setValue(name, value, { shouldDirty: true })}
              genderPlaceholder="Select gender"
              board={{ category: category ?? "", gender: gender ?? "" }}
              lengths={{ bust: bust ?? "", waist: waist ?? "", hips: hips ?? "" }}
              setLength={(name, value) => setValue(name, value, { shouldDirty: true })}
            />
            <FormField label="Category" error={errors.category?.message}>
              <ChoiceSelect placeholder="Select category" choices={categoryChoices} {...register("category")} />
            </FormField>
            <FormField label="Years of Experience" error={errors.experience_level?.message}>
              <Input placeholder="e.g. 3 years" {...register("experience_level")} />
            </FormField>
          </fieldset>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? "Creating..." : "Create Talent"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
