"use client";

import { ImagePlus, X } from "lucide-react";
import Image from "next/image";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { errorMessage } from "./feedback";
import { uploadImage, type UploadKind } from "./upload";

type ImageFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  kind: UploadKind;
  /** The `accept` of the file input (image files by default). */
  accept?: string;
  hint?: string;
  /** Also offer a text box for an image address (logo, hero images). */
  allowUrl?: boolean;
  /** Offer a button that clears the image. */
  clearable?: boolean;
  previewClassName?: string;
  /** Called while an upload runs, so the screen can hold its save button. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * An image setting: a preview, a file input that sends the chosen file through `POST /upload` at once (the
 * preview shows the local file meanwhile), and optionally the address as text.
 */
export function ImageField({ label, value, onChange, kind, accept = "image/*", hint, allowUrl, clearable, previewClassName, onBusyChange }: ImageFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const candidate = localPreview ?? value.trim();
  // Only a site path or a full URL can be previewed (a half-typed address would make next/image throw).
  const shown = /^(\/(?!\/)|https?:\/\/.+|blob:|data:image\/)/.test(candidate) ? candidate : "";

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    if (file.type && !file.type.startsWith("image/") && !/\.ico$/i.test(file.name)) {
      toast.error("Invalid file type", { description: "Choose an image file." });
      input.value = "";
      return;
    }
    const preview = URL.createObjectURL(file);
    setLocalPreview(preview);
    setBusy(true);
    onBusyChange?.(true);
    try {
      const uploaded = await uploadImage(file, kind);
      onChange(uploaded.url);
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to upload image") });
      input.value = "";
    } finally {
      URL.revokeObjectURL(preview);
      setLocalPreview(null);
      setBusy(false);
      onBusyChange?.(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        {label}
      </span>
      <div
        className={cn(
          "relative flex aspect-[16/9] items-center justify-center overflow-hidden rounded-sm border border-dashed border-border bg-muted",
          previewClassName,
        )}
      >
        {shown ? (
          <Image
            src={shown}
            alt={`${label} preview`}
            fill
            sizes="(min-width: 1024px) 480px, 100vw"
            className={cn("object-contain", busy && "opacity-60")}
            unoptimized={/^(blob:|data:|https?:)/.test(shown) || /\.(svg|ico)(\?|$)/i.test(shown)}
          />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
            <ImagePlus aria-hidden="true" className="size-5" />
            No image
          </span>
        )}
        {busy && <span className="absolute inset-x-0 bottom-0 bg-background/80 py-1 text-center text-xs">Uploading...</span>}
      </div>
      <div className="flex gap-2">
        <Input
          id={`${id}-file`}
          type="file"
          accept={accept}
          disabled={busy}
          aria-labelledby={`${id}-label ${id}-file-label`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => choose(e.target)}
        />
        <span id={`${id}-file-label`} className="sr-only">
          upload
        </span>
        {clearable && value && (
          <Button variant="outline" size="icon" aria-label={`Remove ${label}`} onClick={() => onChange("")} disabled={busy}>
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      {allowUrl && (
        <>
          <label htmlFor={`${id}-url`} className="text-xs font-medium text-muted-foreground">
            {label} URL
          </label>
          <Input id={`${id}-url`} value={value} onChange={(e) => onChange(e.target.value)} placeholder="/images/... or https://..." disabled={busy} />
        </>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
