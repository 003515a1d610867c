"use client";

import { ImageFilePicker } from "@/components/ui/image-file-picker";
import { PHOTO_FORMATS } from "@/lib/domain/image-formats";
import { profileImageRules } from "@/lib/validation/register-rules";

type ProfilePictureFieldProps = {
  file: File | null;
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
  disabled?: boolean;
};

/** The limit in the hint is the one the check uses (the storage limit), never a number typed twice. */
const hint = `JPG, PNG, GIF or WebP, up to ${profileImageRules.maxBytes / (1024 * 1024)} MB.`;

const rules = {
  formats: PHOTO_FORMATS,
  typeMessage: profileImageRules.notImage,
  maxBytes: profileImageRules.maxBytes,
  tooLargeMessage: profileImageRules.tooLarge,
};

/** The optional profile picture: an image file, checked for type and size at once, previewed in a circle. */
export function ProfilePictureField({ file, error, onChange, disabled }: ProfilePictureFieldProps) {
  return (
    <ImageFilePicker
      label="Profile picture"
      optionalText="(optional)"
      name="profile_image"
      file={file}
      error={error}
      onChange={onChange}
      rules={rules}
      shape="round"
      previewAlt="Your profile picture"
      hint={hint}
      disabled={disabled}
    />
  );
}
