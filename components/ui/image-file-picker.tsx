"use client";

import { clsx } from "clsx";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { LineIcon } from "@/components/ui/line-icon";
import { type ImageFileRules, imageFileProblem } from "@/lib/validation/image-file-check";
import { acceptOf } from "@/lib/domain/image-formats";

type ImageFilePickerProps = {
  label: React.ReactNode;
  /** The chosen file (held by the form), or null. */
  file: File | null;
  /**
   * A file passed the checks (or the choice was removed, with null); or a check failed, with the message to show.
   * The form holds both, so a server 422 can set the message too.
   */
  onChange: (file: File | null, problem: string | null) => void;
  rules: ImageFileRules;
  /** The message at the field: a failed check or the server's. */
  error?: string | null;
  /** The saved image, shown while no file is chosen. */
  currentUrl?: string | null;
  hint?: React.ReactNode;
  /** "round" avatar, "portrait" 3:4, "landscape" 4:3 cover, "wide" 16:9 box above the button (logos, banners). */
  shape?: "round" | "portrait" | "landscape" | "wide";
  /** The preview box's size and shape instead of the shape's own (a logo's 3:1 strip, a favicon's square). */
  previewClassName?: string;
  /** Text for the preview's alt (the label's text is used otherwise). */
  previewAlt?: string;
  id?: string;
  /** The name of the native input, for a form read with FormData (the chosen file is added by the form itself). */
  name?: string;
  required?: boolean;
  optionalText?: string;
  disabled?: boolean;
  /** An upload in progress: the preview dims and says so. */
  busy?: boolean;
  /** Offer "Remove" once a file is chosen (default true). */
  removable?: boolean;
  className?: string;
};

const previewShape = {
  round: "size-24 rounded-full",
  portrait: "aspect-[3/4] w-28 rounded-sm",
  landscape: "aspect-[4/3] w-full rounded-sm",
  wide: "aspect-[16/9] w-full rounded-sm",
} as const;

/**
 * One image field for the whole site: a styled "Choose image" button over the native file input (which keeps the
 * focus, the keyboard and the phone's own picker), the chosen file's name, a local preview, and the type (by the
 * file's first bytes) and size checked at once with the field's own words, shown at the field. Dependency-free, so
 * public forms can use it.
 */
export function ImageFilePicker({
  label,
  file,
  onChange,
  rules,
  error,
  currentUrl,
  hint,
  shape = "round",
  previewClassName,
  previewAlt,
  id,
  name,
  required,
  optionalText,
  disabled,
  busy,
  removable = true,
  className,
}: ImageFilePickerProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  // Only a file that passed the byte check is ever previewed.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  // A form reset clears the choice: clear the input's file too.
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  const shown = preview ?? (currentUrl || null);
  const stacked = shape === "landscape" || shape === "wide";

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    setChecking(true);
    const problem = await imageFileProblem(chosen, rules);
    setChecking(false);
    if (problem && input.current) input.current.value = "";
    onChange(problem ? null : chosen, problem);
  }

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  // The field's name: above the preview for wide pictures, beside it for avatars and portraits.
  const labelText = (
    <span id={labelId} className="ui-label">
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-accent">
          *
        </span>
      )}
      {optionalText && <span className="font-normal text-muted-foreground">{` ${optionalText}`}</span>}
    </span>
  );

  return (
    <div data-slot="image-file-picker" className={clsx("flex gap-4", stacked ? "flex-col" : "items-center", className)}>
      {stacked && labelText}
      <div
        className={clsx(
          "relative flex shrink-0 items-center justify-center overflow-hidden border border-border bg-muted text-muted-foreground",
          !shown && stacked && "border-dashed",
          previewClassName ?? previewShape[shape],
        )}
      >
        {shown ? (
          // A local file's preview is a blob: URL and a saved one may be an .ico: nothing for the image optimizer.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={shown}
            alt={previewAlt ?? (typeof label === "string" ? `${label} preview` : "Preview")}
            className={clsx("size-full", stacked ? "object-contain" : "object-cover", busy && "opacity-50")}
          />
        ) : (
          // lucide's image-plus
          <LineIcon className="size-6" strokeWidth={1.5}>
            <path d="M16 5h6M19 2v6M21 11.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7.5" />
            <path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21" />
            <circle cx="9" cy="9" r="2" />
          </LineIcon>
        )}
        {busy && <span className="absolute inset-x-0 bottom-0 bg-background/85 py-1 text-center text-xs text-foreground">Uploading...</span>}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {!stacked && labelText}
        <div className="relative flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          {/* The real control: visually hidden, focusable, named by the label, described by the hint and error. */}
          <input
            ref={input}
            id={inputId}
            name={name}
            type="file"
            accept={acceptOf(rules.formats)}
            disabled={disabled || busy}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            onChange={(e) => void choose(e.target.files?.[0])}
            className="peer sr-only"
          />
          {/* Not aria-hidden (a label that points at a control must not be): the input's aria-labelledby names it. */}
          <label
            htmlFor={inputId}
            className={buttonClassName({
              variant: "outline",
              size: "sm",
              className: clsx(
                "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                "peer-disabled:cursor-not-allowed peer-disabled:opacity-50 peer-aria-invalid:border-destructive",
              ),
            })}
          >
            {checking ? "Checking..." : shown ? "Replace image" : "Choose image"}
          </label>
          <span className="min-w-0 truncate text-xs text-muted-foreground">{file ? file.name : shown ? "" : "No file chosen"}</span>
        </div>
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        )}
        {file && removable && (
          <button
            type="button"
            disabled={disabled || busy}
            onClick={() => onChange(null, null)}
            className={buttonClassName({ variant: "link", size: "sm", className: "self-start text-xs" })}
          >
            Remove image
          </button>
        )}
      </div>
    </div>
  );
}
