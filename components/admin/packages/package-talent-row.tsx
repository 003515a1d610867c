"use client";

import { Trash2 } from "lucide-react";
import Image from "next/image";
import { Controller, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import type { PackageFormValues } from "@/lib/validation/package";
import type { TalentOption } from "./types";

/** What the editor shows of a talent it holds: the name and the photos to choose from. */
export type TalentShown = Pick<TalentOption, "stage_name" | "photos">;

/** One talent of the package (`talents.{index}` of the editor's form): its note and the photos to show. */
export function PackageTalentRow({ row, position, handle, onRemove }: { row: TalentShown; position: number; handle: React.ReactNode; onRemove: () => void }) {
  const { register, control, formState } = useFormContext<PackageFormValues>();
  const index = position - 1;
  const problems = formState.errors.talents?.[index];
  const photosProblem = problems?.media_ids?.message ?? problems?.media_ids?.root?.message;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        {handle}
        <p className="flex-1 text-sm font-medium">
          <span className="text-muted-foreground">{position}.</span> {row.stage_name}
        </p>
        <Button type="button" variant="ghost" size="icon-sm" onClick={onRemove} aria-label={`Remove ${row.stage_name}`} className="text-destructive hover:bg-destructive/10">
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {problems?.talent_profile_id && (
        <p role="alert" className="text-sm text-destructive">
          {problems.talent_profile_id.message}
        </p>
      )}
      <FormField label={`Note for ${row.stage_name}`} error={problems?.note?.message} hint="Optional; the client reads it under the photos.">
        <Textarea {...register(`talents.${index}.note`)} rows={2} maxLength={1000} />
      </FormField>
      {row.photos.length > 0 && (
        <Controller
          control={control}
          name={`talents.${index}.media_ids`}
          render={({ field }) => {
            // Ticked photos keep the profile's order.
            const toggle = (id: number) =>
              field.onChange(field.value.includes(id) ? field.value.filter((m) => m !== id) : row.photos.filter((p) => p.id === id || field.value.includes(p.id)).map((p) => p.id));
            return (
              <fieldset>
                <legend className="text-sm font-medium">Photos to show</legend>
                <p className="text-xs text-muted-foreground">None ticked: the profile photo, then the portfolio order.</p>
                {photosProblem && (
                  <p role="alert" className="text-sm text-destructive">
                    {photosProblem}
                  </p>
                )}
                <ul className="mt-2 flex flex-wrap gap-2">
                  {row.photos.map((photo, i) => (
                    <li key={photo.id}>
                      <label className="relative block size-16 cursor-pointer overflow-hidden rounded-sm border border-border has-[:checked]:ring-2 has-[:checked]:ring-ring">
                        <Image src={photo.file_url} alt="" fill sizes="64px" className="object-cover" />
                        <input
                          type="checkbox"
                          className="absolute top-1 left-1 size-4"
                          checked={field.value.includes(photo.id)}
                          onChange={() => toggle(photo.id)}
                          aria-label={`Show photo ${i + 1} of ${row.stage_name}`}
                        />
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            );
          }}
        />
      )}
    </div>
  );
}
