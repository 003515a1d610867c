"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { ImageFilePicker } from "@/components/ui/image-file-picker";
import { Input } from "@/components/ui/input";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { INVALID_IMAGE_TYPE } from "@/lib/validation/blog-post";
import { PHOTO_FORMATS } from "@/lib/domain/image-formats";
import { brandFormSchema, MAX_BRANDS, type SettingsMap } from "@/lib/validation/settings";
import { errorMessage } from "./feedback";
import { SettingsFrame } from "./settings-frame";
import { uploadImage } from "./upload";
import { newItemId, useSaveSetting } from "./use-save-setting";

type Brand = SettingsMap["brands"]["items"][number];
type BrandFields = Pick<Brand, "name">;

/** The client logos of the home page: add (name and logo file) and remove, each saved at once. */
export function BrandsSettings({ initial }: { initial: SettingsMap["brands"] }) {
  // The list as saved: each change is saved at once, so the list is the server's, and only the form is being edited.
  const [items, setItems] = useState<Brand[]>(initial.items);
  const save = useSaveSetting("brands", { onSaved: (v) => setItems(v.items) });
  // A refused save's messages about the brand being added (the next index), or about the list as a whole.
  const added = `items.${items.length}`;

  return (
    <SettingsFrame title="Brands" description="The client logos shown under Our Clients on the home page." save={save}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <AddBrand
          busy={save.isPending}
          full={items.length >= MAX_BRANDS}
          nameProblem={save.problemAt(`${added}.name`) ?? save.problemAt("items")}
          logoProblem={save.problemAt(`${added}.logoUrl`)}
          onEdit={(field) => {
            if (field === "logo") return save.clearProblem(`${added}.logoUrl`);
            save.clearProblem(`${added}.name`);
            save.clearProblem("items");
          }}
          onAdd={async (brand) => {
            await save.mutateAsync({ items: [...items, { ...brand, id: newItemId(brand.name, items) }] });
          }}
        />
        <section aria-labelledby="brands-list" className="flex flex-col gap-3">
          <h2 id="brands-list" className="font-sans text-lg font-semibold">
            Current Brands ({items.length})
          </h2>
          {items.length === 0 ? (
            <EmptyState title="No brands yet" titleAs="p" text="Add a client's name and logo." />
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
              {items.map((b) => (
                <li key={b.id} className="group relative flex flex-col items-center gap-2 rounded-md border border-border bg-background p-4">
                  <div className="relative h-16 w-full">
                    <Image src={b.logoUrl} alt={b.name} fill sizes="200px" className="object-contain" unoptimized={b.logoUrl.endsWith(".svg") || /^https?:/.test(b.logoUrl)} />
                  </div>
                  <p className="truncate text-xs text-muted-foreground">{b.name}</p>
                  <ConfirmDialog
                    title="Remove this brand?"
                    description={`The ${b.name} logo will no longer be shown on the home page.`}
                    confirmLabel="Remove"
                    busyLabel="Removing..."
                    variant="destructive"
                    onConfirm={() => save.mutateAsync({ items: items.filter((x) => x.id !== b.id) }).then(() => undefined)}
                    trigger={
                      <Button
                        variant="destructive"
                        size="icon-sm"
                        aria-label={`Delete ${b.name}`}
                        className="absolute top-2 right-2 opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </SettingsFrame>
  );
}

const logoRules = { formats: PHOTO_FORMATS, typeMessage: INVALID_IMAGE_TYPE.description };

type AddBrandProps = {
  busy: boolean;
  /** The list is at its limit: adding says so at the name. */
  full: boolean;
  /** A refused save's messages for the new brand, shown at its fields (the frame focuses the first). */
  nameProblem?: string;
  logoProblem?: string;
  onEdit: (field: "name" | "logo") => void;
  onAdd: (brand: { name: string; logoUrl: string }) => Promise<void>;
};

function AddBrand({ busy, full, nameProblem, logoProblem, onEdit, onAdd }: AddBrandProps) {
  const { register, handleSubmit, reset, setError, formState } = useForm<BrandFields>({
    resolver: zodResolver(brandFormSchema),
    defaultValues: { name: "" },
    shouldFocusError: false,
  });
  // The logo is a file the picker checks by its bytes, not a value of the schema: it is kept beside the form, as the
  // talent form keeps its new picture, with its own message (a wrong type, a missing file, a failed upload).
  const [file, setFile] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const { formRef, report, reportErrors, clearReport } = useErrorReport();

  /** The logo's message on submit (0 or 1): a wrong type chosen earlier stays until another file is chosen. */
  function checkLogo(): number {
    const problem = file ? undefined : (logoError ?? "Choose a logo file");
    setLogoError(problem);
    return problem ? 1 : 0;
  }

  async function add({ name }: BrandFields) {
    const missing = checkLogo();
    if (full) setError("name", { message: `At most ${MAX_BRANDS} brands: remove one to add another.` });
    if (missing || full || !file) {
      reportErrors(missing + (full ? 1 : 0));
      return;
    }
    clearReport();
    setUploading(true);
    try {
      let logoUrl: string;
      try {
        logoUrl = (await uploadImage(file, "brand")).url;
      } catch (error) {
        const message = errorMessage(error, "Failed to upload image");
        toast.error("Error", { description: message });
        setLogoError(message);
        reportErrors(1);
        return;
      }
      await onAdd({ name, logoUrl });
      reset();
      setFile(null);
    } catch {
      // Saving failed: the toast says why, a refused value's messages sit at the fields, and the form keeps its input.
    } finally {
      setUploading(false);
    }
  }

  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>Add Brand</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          noValidate
          onSubmit={handleSubmit(add, (invalid) => reportErrors(countFieldErrors(invalid) + checkLogo()))}
          className="flex flex-col gap-4"
          aria-label="Add Brand"
        >
          <FormErrorAnnouncer report={report} />
          <FormField label="Brand name" required error={formState.errors.name?.message ?? nameProblem}>
            <Input {...register("name", { onChange: () => onEdit("name") })} maxLength={80} />
          </FormField>
          <ImageFilePicker
            label="Logo"
            required
            shape="wide"
            previewClassName="aspect-[3/1] w-full rounded-sm bg-background"
            file={file}
            rules={logoRules}
            error={logoError ?? logoProblem}
            hint="PNG with a transparent background works best."
            disabled={uploading}
            onChange={(chosen, problem) => {
              // A chosen file is checked at once, by its bytes: a wrong type says so at the field.
              setFile(chosen);
              setLogoError(problem ?? undefined);
              onEdit("logo");
            }}
          />
          <Button type="submit" loading={uploading || busy} className="self-start">
            Add Brand
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
