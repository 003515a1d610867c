"use client";

import { useMutation } from "@tanstack/react-query";
import { ImageIcon, Trash2, Upload } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { addTalentMediaByAdminResponse } from "@/lib/api/responses/admin-talents";
import { toast } from "@/lib/toast";
import type { AdminTalentJson } from "../shell/types";
import { ImagePicker } from "./image-picker";
import { countOf } from "@/lib/domain/plural";

/** A portfolio photo, as `POST /admin/talents/{id}/media` answers it. */
type Media = z.infer<typeof addTalentMediaByAdminResponse>;

/** 'Portfolio Management': add a photo with a preview, and delete one after confirming. */
export function PortfolioManager({ talent, onChanged }: { talent: AdminTalentJson; onChanged: () => Promise<void> }) {
  const media: Media[] = talent.talent_profile?.media ?? [];
  const [file, setFile] = useState<File | null>(null);
  const [toDelete, setToDelete] = useState<Media | null>(null);

  const add = useMutation({
    mutationFn: (chosen: File) => {
      const body = new FormData();
      body.set("file", chosen);
      return apiFetch<typeof addTalentMediaByAdminResponse>(`/admin/talents/${talent.id}/media`, { method: "POST", body });
    },
    onSuccess: async () => {
      toast.success("Image Added");
      setFile(null);
      await onChanged();
    },
    onError: (error) =>
      toast.error("Error", { description: error instanceof ApiError && error.errors ? error.joined : "Failed to upload image" }),
  });

  const remove = useMutation({
    mutationFn: (item: Media) => apiFetch(`/admin/talents/${talent.id}/media/${item.id}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("Image Deleted");
      await onChanged();
    },
    onError: () => toast.error("Error", { description: "Failed to delete image" }),
  });

  const name = talent.talent_profile?.stage_name ?? talent.full_name;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Portfolio Management</CardTitle>
        <CardDescription>
          {countOf(media.length, "image")} on the public profile, in the talent&apos;s order.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 rounded-md border border-dashed border-border p-4 sm:flex-row sm:items-end">
          <div className="flex-1">
            <ImagePicker
              label="Add Image"
              file={file}
              onChange={setFile}
              onInvalid={(message) => toast.error("Error", { description: message })}
              shape="portrait"
              disabled={add.isPending}
            />
          </div>
          <Button onClick={() => file && add.mutate(file)} disabled={!file} loading={add.isPending}>
            {!add.isPending && <Upload aria-hidden="true" />}
            {add.isPending ? "Uploading..." : "Add to Portfolio"}
          </Button>
        </div>

        {media.length === 0 ? (
          <EmptyState icon={<ImageIcon />} title="No portfolio images" titleAs="h3" text="Add the first photo above." />
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:gap-3 lg:grid-cols-6">
            {media.map((m, i) => (
              <li key={m.id} className="group relative aspect-[3/4] overflow-hidden rounded-sm bg-muted">
                <Image
                  src={m.file_url}
                  alt={`Portfolio image ${i + 1} of ${name}`}
                  fill
                  sizes="(min-width: 1024px) 15vw, (min-width: 640px) 25vw, 33vw"
                  className="object-cover"
                />
                <Button
                  variant="destructive"
                  size="icon-sm"
                  aria-label={`Delete portfolio image ${i + 1}`}
                  onClick={() => setToDelete(m)}
                  className="absolute top-2 right-2 opacity-100 shadow-sm transition-opacity focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100"
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete image"
        description="Are you sure you want to delete this image?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        variant="destructive"
        onConfirm={async () => {
          if (toDelete) await remove.mutateAsync(toDelete);
        }}
      />
    </Card>
  );
}
