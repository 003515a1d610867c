"use client";

import { ImagePlus, X } from "lucide-react";
import Image from "next/image";
import { useEffect, useId, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";
const MAX_BYTES = 10 * 1024 * 1024;

/** Checks a chosen file before upload; the server checks the bytes again. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Please choose an image file (JPG, PNG, GIF or WebP).";
  if (file.size > MAX_BYTES) return "The image is too large: the limit is 10 MB.";
  return null;
}

type ImagePickerProps = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onInvalid?: (message: string) => void;
  /** The image shown when no file is chosen. */
  currentUrl?: string | null;
  shape?: "round" | "portrait";
  disabled?: boolean;
};

/** A file input for one image with a local preview of the choice, and a way to clear it. */
export function ImagePicker({ label, file, onChange, onInvalid, currentUrl, shape = "round", disabled }: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const shown = preview ?? currentUrl ?? null;
  // A form reset clears the choice: clear the input's file name too.
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  return (
    <div className="flex items-center gap-4">
      <div
        className={cn(
          "relative flex shrink-0 items-center justify-center overflow-hidden bg-muted text-muted-foreground",
          shape === "round" ? "size-20 rounded-full" : "aspect-[3/4] w-28 rounded-sm",
        )}
      >
        {shown ? (
          <Image src={shown} alt={file ? "Preview of the chosen image" : label} fill sizes="112px" unoptimized={!!preview} className="object-cover" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-6" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          className="h-auto py-1.5 text-sm"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            if (!chosen) return;
            const problem = imageProblem(chosen);
            if (problem) {
              e.target.value = "";
              onInvalid?.(problem);
            } else onChange(chosen);
          }}
        />
        {file && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="w-fit"
            disabled={disabled}
            onClick={() => {
              if (input.current) input.current.value = "";
              onChange(null);
            }}
          >
            <X aria-hidden="true" />
            Remove image
          </Button>
        )}
      </div>
    </div>
  );
}
