"use client";

import { ImageFilePicker } from "@/components/ui/image-file-picker";
import { snapshotField, snapshotHints, snapshotKinds, snapshotLabels, type SnapshotKind } from "@/lib/domain/application-snapshots";
import { PHOTO_FORMATS } from "@/lib/domain/image-formats";
import { profileImageRules } from "@/lib/validation/register-rules";

export type SnapshotChoice = { file: File | null; error: string | null };
export type SnapshotChoices = Record<SnapshotKind, SnapshotChoice>;

export const noSnapshots = (): SnapshotChoices =>
  Object.fromEntries(snapshotKinds.map((kind) => [kind, { file: null, error: null }])) as SnapshotChoices;

const rules = {
  formats: PHOTO_FORMATS,
  typeMessage: profileImageRules.notImage,
  maxBytes: profileImageRules.maxBytes,
  tooLargeMessage: profileImageRules.tooLarge,
};

type SnapshotFieldsProps = {
  value: SnapshotChoices;
  onChange: (kind: SnapshotKind, choice: SnapshotChoice) => void;
  disabled?: boolean;
};

/** The three snapshots of an application, each checked at once and previewed before the form is sent. */
export function SnapshotFields({ value, onChange, disabled }: SnapshotFieldsProps) {
  return (
    <>
      <p className="text-sm leading-relaxed text-muted-foreground sm:col-span-2">
        Simple, recent photos in daylight, without filters or heavy make-up: they show us you as you are. JPG, PNG,
        GIF or WebP, up to {profileImageRules.maxBytes / (1024 * 1024)} MB each.
      </p>
      {snapshotKinds.map((kind) => (
        <ImageFilePicker
          key={kind}
          id={snapshotField(kind)}
          name={snapshotField(kind)}
          label={snapshotLabels[kind]}
          hint={snapshotHints[kind]}
          required
          shape="portrait"
          file={value[kind].file}
          error={value[kind].error}
          onChange={(file, error) => onChange(kind, { file, error })}
          rules={rules}
          previewAlt={`Your ${snapshotLabels[kind].toLowerCase()} photo`}
          disabled={disabled}
          className="sm:col-span-2"
        />
      ))}
    </>
  );
}
