"use client";

import { useEffect, useId, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { LineIcon } from "@/components/ui/line-icon";
import { profileImageRules } from "@/lib/validation/register-rules";

type ProfilePictureFieldProps = {
  file: File | null;
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
  disabled?: boolean;
};

/** The optional profile picture: an image file, checked for type and size at once, previewed in a circle. */
export function ProfilePictureField({ file, error, onChange, disabled }: ProfilePictureFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) onChange(null, profileImageRules.notImage);
    else if (chosen.size > profileImageRules.maxBytes) onChange(null, profileImageRules.tooLarge);
    else onChange(chosen, null);
    if (input.current) input.current.value = "";
  }

  return (
    <div className="flex items-center gap-5">
      <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-muted">
        {preview ? (
          // A local file's preview (a blob: URL): there is nothing for the image optimizer to do.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={preview} alt="Your profile picture" className="size-full object-cover" />
        ) : (
          // lucide's camera
          <LineIcon className="size-6 text-muted-foreground" strokeWidth={1.5}>
            <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3l-2.5-3z" />
            <circle cx="12" cy="13" r="3" />
          </LineIcon>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          Profile picture <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <input
          ref={input}
          id={inputId}
          name="profile_image"
          type="file"
          accept={profileImageRules.accept}
          disabled={disabled}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
          onChange={(e) => choose(e.target.files?.[0])}
          className="block w-full max-w-xs text-sm text-muted-foreground file:mr-3 file:h-9 file:cursor-pointer file:rounded-sm file:border file:border-foreground file:bg-transparent file:px-3 file:text-xs file:font-medium file:tracking-wide file:text-foreground file:uppercase hover:file:bg-foreground hover:file:text-background"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          JPG, PNG, GIF or WebP, up to 10 MB.
          {file && <span className="sr-only"> Chosen: {file.name}.</span>}
        </p>
        {file && (
          <Button type="button" variant="link" size="sm" className="self-start text-xs" onClick={() => onChange(null, null)} disabled={disabled}>
            <LineIcon className="size-3.5">
              <path d="M18 6 6 18M6 6l12 12" />
            </LineIcon>
            Remove picture
          </Button>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
