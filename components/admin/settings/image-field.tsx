"use client";

import { X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ImageFilePicker } from "@/components/ui/image-file-picker";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { NOT_AN_IMAGE, PHOTO_FORMATS, type ImageFileFormat } from "@/lib/domain/image-formats";
import { errorMessage } from "./feedback";
import { uploadImage, type UploadKind } from "./upload";

type ImageFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  kind: UploadKind;
  /** The formats the upload takes, judged from the bytes (photos by default). */
  formats?: readonly ImageFileFormat[];
  /** What a file of another type is told (the storage's words by default). */
  typeMessage?: string;
  hint?: string;
  /** Also offer a text box for an image address (logo, hero images). */
  allowUrl?: boolean;
  /** Offer a button that clears the image. */
  clearable?: boolean;
  /** A message from the screen (a refused save), shown at the field with the picker's own. */
  error?: string | null;
  /** The preview box's size and shape (16:9 by default). */
  previewClassName?: string;
  /** Called while an upload runs, so the screen can hold its save button. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * An image setting: the shared picker (checked by its bytes and size before anything is sent) which sends the
 * chosen file through `POST /upload` at once, the preview showing the local file meanwhile; optionally the address
 * as text. A refused file or a failed upload is said at the field.
 */
export function ImageField({ label, value, onChange, kind, formats = PHOTO_FORMATS, typeMessage = NOT_AN_IMAGE, hint, allowUrl, clearable, error, previewClassName, onBusyChange }: ImageFieldProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const candidate = value.trim();
  // Only a site path or a full URL can be previewed; a half-typed address shows nothing rather than a broken image.
  const current = /^(\/(?!\/)|https?:\/\/.+|data:image\/)/.test(candidate) ? candidate : null;

  async function upload(chosen: File) {
    setFile(chosen);
    onBusyChange?.(true);
    try {
      const uploaded = await uploadImage(chosen, kind);
      onChange(uploaded.url);
    } catch (error) {
      const message = errorMessage(error, "Failed to upload image");
      setProblem(message);
      toast.error("Error", { description: message });
    } finally {
      setFile(null);
      onBusyChange?.(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <ImageFilePicker
        id={`${id}-file`}
        label={label}
        file={file}
        currentUrl={current}
        shape="wide"
        previewClassName={previewClassName && `rounded-sm ${previewClassName}`}
        rules={{ formats, typeMessage }}
        error={problem ?? error ?? null}
        hint={hint}
        busy={file !== null}
        removable={false}
        onChange={(chosen, refused) => {
          setProblem(refused);
          if (chosen) void upload(chosen);
        }}
      />
      {clearable && value && !file && (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => onChange("")}>
          <X aria-hidden="true" />
          Remove {label}
        </Button>
      )}
      {allowUrl && (
        <>
          <label htmlFor={`${id}-url`} className="text-xs font-medium text-muted-foreground">
            {label} URL
          </label>
          <Input id={`${id}-url`} value={value} onChange={(e) => onChange(e.target.value)} placeholder="/images/... or https://..." disabled={file !== null} />
        </>
      )}
    </div>
  );
}
