"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer, FormErrorSummary, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ChoiceSelect } from "@/components/ui/choice-select";
import { PhoneField } from "@/components/ui/phone-field";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { adminTalentUpdateAnswer } from "@/lib/api/responses/admin-talents";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { adminTalentEditFormSchema, type AdminTalentEditFormInput } from "@/lib/validation/admin-talent";
import type { AdminTalentJson } from "../shell/types";
import { ImagePicker } from "./image-picker";
import { editCategoryChoices } from "./talent-options";
import { TalentProfileFields } from "./talent-profile-fields";

/** The edit form's values from the current talent: Cancel puts these back. */
function editValuesOf(t: AdminTalentJson): AdminTalentEditFormInput {
  const [first = "", ...rest] = t.full_name.trim().split(/\s+/);
  const p = t.talent_profile;
  return {
    first_name: first,
    last_name: rest.join(" "),
    email: t.email,
    category: t.category ?? "",
    gender: t.gender ?? "",
    phone: t.phone ?? "",
    whatsapp: t.whatsapp_number ?? "",
    country: p?.country ?? "",
    state: p?.state ?? "",
    city: p?.city ?? "",
    height: p?.height ?? "",
    waist: p?.waist ?? "",
    bust: p?.bust ?? "",
    hips: p?.hips ?? "",
    shoe_size: p?.shoe_size ?? "",
    dress_size: p?.dress_size ?? "",
    hair_color: p?.hair_color ?? "",
    eye_color: p?.eye_color ?? "",
    experience_level: p?.experience_level ?? "",
    bio: p?.bio ?? "",
    dob: p?.dob ?? "",
  };
}

type FormValues = AdminTalentEditFormInput;

type TalentEditFormProps = {
  talent: AdminTalentJson;
  onSaved: (talent: AdminTalentJson) => void;
  onCancel: () => void;
};

/** Edit mode of the talent page: every field of the spec, a new profile picture, 'Save Changes' and Cancel. */
export function TalentEditForm({ talent, onSaved, onCancel }: TalentEditFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(adminTalentEditFormSchema),
    defaultValues: editValuesOf(talent),
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport, summary } = useErrorReport();
  const [country, state, city] = useWatch({ control, name: ["country", "state", "city"] });
  const [category, gender, bust, waist, hips] = useWatch({ control, name: ["category", "gender", "bust", "waist", "hips"] });

  const save = useMutation({
    mutationFn: (body: FormData | Record<string, unknown>) =>
      apiFetch<typeof adminTalentUpdateAnswer>(`/admin/talents/${talent.id}`, { method: "POST", body }),
    onSuccess: (data) => {
      toast.success("Profile Updated", { description: "Talent profile has been successfully updated." });
      setImage(null);
      onSaved(data.talent);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.errors : undefined;
      toast.error("Error", { description: fields ? (error as ApiError).joined : "Failed to update talent" });
      let placed = 0;
      for (const [field, messages] of Object.entries(fields ?? {})) {
        if (field === "profile_image") setImageError(messages[0]);
        else if (field === "name") setError("first_name", { message: messages[0] });
        else if (field in editValuesOf(talent)) setError(field as keyof FormValues, { message: messages[0] });
        else continue;
        placed += 1;
      }
      if (placed) reportErrors(placed);
    },
  });

  function onSubmit(values: FormValues) {
    clearReport();
    const { first_name, last_name, ...rest } = values;
    const fields: Record<string, string> = { name: [first_name, last_name].filter(Boolean).join(" "), ...rest };
    if (image) {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      body.set("profile_image", image);
      save.mutate(body);
    } else save.mutate(fields);
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(onSubmit, (invalid) => reportErrors(countFieldErrors(invalid)))}
      noValidate
      className="flex flex-col gap-6"
      aria-label="Edit talent profile"
    >
      <FormErrorAnnouncer report={report} />
      <FormErrorSummary items={summary} />
      <ImagePicker
        label="Change Profile Picture"
        file={image}
        currentUrl={talent.profile_image_url}
        onChange={(file) => {
          setImage(file);
          setImageError(null);
        }}
        onInvalid={setImageError}
        error={imageError}
        disabled={save.isPending}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" required error={errors.first_name?.message}>
          <Input {...register("first_name")} />
        </FormField>
        <FormField label="Last Name" error={errors.last_name?.message}>
          <Input {...register("last_name")} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" {...register("email")} />
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          <ChoiceSelect placeholder="Uncategorized" choices={editCategoryChoices} {...register("category")} />
        </FormField>
        <PhoneField control={control} name="whatsapp" label="WhatsApp" countryLabel="WhatsApp country code" error={errors.whatsapp?.message} />
        <PhoneField control={control} name="phone" label="Phone" countryLabel="Phone country code" error={errors.phone?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TalentProfileFields
          register={(name) => register(name)}
          errors={errors}
          location={{ country, state, city }}
          setPlace={(name, value) => setValue(name, value, { shouldDirty: true })}
          genderPlaceholder="Not set"
          board={{ category: category ?? "", gender: gender ?? "" }}
          lengths={{ bust: bust ?? "", waist: waist ?? "", hips: hips ?? "" }}
          setLength={(name, value) => setValue(name, value, { shouldDirty: true })}
        />
      </div>
      <FormField label="Experience" error={errors.experience_level?.message}>
        <Input {...register("experience_level")} />
      </FormField>
      <FormField label="Bio" error={errors.bio?.message}>
        <Textarea rows={5} {...register("bio")} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
