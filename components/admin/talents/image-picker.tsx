"use client";

import { ImageFilePicker } from "@/components/ui/image-file-picker";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE, PHOTO_FORMATS } from "@/lib/domain/image-formats";

/** A talent photo: JPG, PNG, GIF or WebP by its bytes, up to the storage limit (the server checks again). */
const photoRules = { formats: PHOTO_FORMATS, typeMessage: NOT_AN_IMAGE, maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: IMAGE_TOO_LARGE };
const photoHint = `JPG, PNG, GIF or WebP, up to ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`;

type ImagePickerProps = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A chosen file failed the checks: the message, also shown at the field when `error` is passed back. */
  onInvalid?: (message: string) => void;
  /** The message at the field (a failed check or the server's). */
  error?: string | null;
  /** The image shown when no file is chosen. */
  currentUrl?: string | null;
  shape?: "round" | "portrait";
  disabled?: boolean;
};

/** The admin's talent photo fields (profile picture, portfolio image): the shared picker with a talent photo's rules. */
export function ImagePicker({ label, file, onChange, onInvalid, error, currentUrl, shape = "round", disabled }: ImagePickerProps) {
  return (
    <ImageFilePicker
      label={label}
      file={file}
      currentUrl={currentUrl}
      error={error}
      rules={photoRules}
      shape={shape}
      hint={photoHint}
      previewAlt="Preview of the chosen image"
      disabled={disabled}
      onChange={(chosen, problem) => {
        if (problem) onInvalid?.(problem);
        else onChange(chosen);
      }}
    />
  );
}
