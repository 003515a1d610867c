"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { bannerCategories, bannerSchema, type SettingsMap } from "@/lib/validation/settings";
import { ImageField } from "./image-field";
import { SettingsFrame } from "./settings-frame";
import { useSaveSetting } from "./use-save-setting";

type Banner = SettingsMap["banner"];
type Side = keyof Banner;
type Panel = Banner[Side];

const panelSchema = bannerSchema.shape.left;

/** The two home page banners, each saved on its own with its Update button. */
export function BannerSettings({ initial }: { initial: Banner }) {
  // What the server holds: updating one side never sends the other side's unsaved edits.
  const [saved, setSaved] = useState<Banner>(initial);
  return (
    <SettingsFrame title="Banner Settings" description="The two banners at the top of the home page.">
      <div className="grid gap-6 lg:grid-cols-2">
        {(["left", "right"] as const).map((side) => (
          <BannerPanel key={side} side={side} initial={initial[side]} saved={saved} onSaved={setSaved} />
        ))}
      </div>
    </SettingsFrame>
  );
}

function BannerPanel({ side, initial, saved, onSaved }: { side: Side; initial: Panel; saved: Banner; onSaved: (b: Banner) => void }) {
  const [uploading, setUploading] = useState(false);
  const { control, register, handleSubmit, formState } = useForm<Panel>({ resolver: zodResolver(panelSchema), defaultValues: initial, shouldFocusError: false });
  const { errorsRef, errorReport, reportErrors, problemAt, ...save } = useSaveSetting("banner", { onSaved });
  // The form's own check, else the server's message for this side.
  const errorOf = (field: keyof Panel) => formState.errors[field]?.message ?? problemAt(`${side}.${field}`);
  const label = side === "left" ? "Left Banner" : "Right Banner";

  return (
    <Card>
      <CardHeader>
        <CardTitle>{label}</CardTitle>
      </CardHeader>
      <CardContent ref={errorsRef}>
        <form
          noValidate
          aria-label={label}
          className="flex flex-col gap-5"
          onSubmit={handleSubmit(
            (panel) => save.mutate({ ...saved, [side]: panel }),
            (invalid) => reportErrors(countFieldErrors(invalid)),
          )}
        >
          <FormErrorAnnouncer report={errorReport} />
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <ImageField
                label={`${label} image`}
                kind="banner"
                value={field.value}
                onChange={field.onChange}
                error={errorOf("imageUrl")}
                onBusyChange={setUploading}
                previewClassName="aspect-[4/5] max-h-80"
                hint="JPG, PNG or WebP, at least 1200 pixels tall."
              />
            )}
          />
          <FormField label="Category" error={errorOf("category")}>
            <NativeSelect {...register("category")}>
              {bannerCategories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Header Text" required error={errorOf("headerText")}>
            <Input {...register("headerText")} maxLength={120} />
          </FormField>
          <FormField label="Button Text" required error={errorOf("buttonText")}>
            <Input {...register("buttonText")} maxLength={40} />
          </FormField>
          <Button type="submit" loading={save.isPending} disabled={uploading} className="self-start">
            Update
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
