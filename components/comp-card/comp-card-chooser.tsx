"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, FileDown } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { getOwnCompCardChoiceResponse, setOwnCompCardChoiceResponse } from "@/lib/api/responses/media";
import { toast } from "@/lib/toast";
import { COMP_CARD_PHOTOS } from "@/lib/validation/comp-card";


export interface CompCardChooserProps {
  /** The choice's API path: the talent's own, or staff's for one talent. */
  endpoint: string;
  /** The query key, under the key the page's gallery invalidates, so an added or deleted photo shows here too. */
  queryKey: readonly unknown[];
  /** The public PDF, or null when the talent is not public (the card is public like the profile). */
  downloadHref: string | null;
  fileName: string;
}

const positionLabel = (i: number) => (i === 0 ? "Front" : `Back ${i}`);

/**
 * 'Comp card': pick up to five photos in order (the first is the front), or leave the default (the profile photo,
 * then the portfolio order); save with the API; download the card.
 */
export function CompCardChooser({ endpoint, queryKey, downloadHref, fileName }: CompCardChooserProps) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: () => apiFetch<typeof getOwnCompCardChoiceResponse>(endpoint) });
  const [draft, setDraft] = useState<number[] | null>(null);
  const saved = query.data?.media_ids ?? [];
  const selection = draft ?? saved;

  const save = useMutation({
    mutationFn: (media_ids: number[]) => apiFetch<typeof setOwnCompCardChoiceResponse>(endpoint, { method: "PUT", body: { media_ids } }),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKey, next);
      setDraft(null);
      toast.success(next.media_ids.length ? "Comp card photos saved" : "Comp card uses the default photos");
    },
    onError: (error) => toast.error("Error", { description: error instanceof ApiError ? error.joined : "Could not save the comp card photos" }),
  });

  function toggle(id: number) {
    setDraft(selection.includes(id) ? selection.filter((x) => x !== id) : selection.length < COMP_CARD_PHOTOS ? [...selection, id] : selection);
  }

  const changed = draft !== null && draft.join() !== saved.join();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Comp Card</CardTitle>
        <CardDescription>
          Choose up to {COMP_CARD_PHOTOS} photos in order: the first is the front, the others go on the back. Without a
          choice the card uses the profile photo, then the portfolio order.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {query.isPending ? (
          <div role="status" className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-busy="true" aria-label="Loading photos">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="aspect-[3/4] w-full rounded-md" />
            ))}
          </div>
        ) : query.isError ? (
          <LoadError title="We could not load the comp card photos." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.photos.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add photos to the portfolio to choose them for the comp card.</p>
        ) : (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Photos for the comp card">
            {query.data.photos.map((photo, i) => {
              const at = selection.indexOf(photo.id);
              return (
                <li key={photo.id}>
                  <button
                    type="button"
                    onClick={() => toggle(photo.id)}
                    aria-pressed={at !== -1}
                    disabled={at === -1 && selection.length >= COMP_CARD_PHOTOS}
                    className="relative block aspect-[3/4] w-full overflow-hidden rounded-md border border-border bg-muted outline-offset-2 disabled:opacity-50 aria-pressed:ring-2 aria-pressed:ring-foreground"
                  >
                    <Image
                      src={photo.file_url}
                      alt={`Photo ${i + 1}`}
                      fill
                      sizes="(min-width: 640px) 12vw, 30vw"
                      placeholder={photo.blur_data_url ? "blur" : "empty"}
                      blurDataURL={photo.blur_data_url ?? undefined}
                      className="object-cover"
                    />
                    {at !== -1 && (
                      <span className="absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded-sm bg-foreground px-1.5 py-0.5 text-[11px] font-medium text-background">
                        <Check aria-hidden="true" className="size-3" />
                        {at + 1} · {positionLabel(at)}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {selection.length ? `${selection.length} of ${COMP_CARD_PHOTOS} chosen.` : "Using the default photos."}
          {changed && " Not saved yet."}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => save.mutate(selection)} loading={save.isPending && save.variables.length > 0} disabled={!changed || save.isPending}>
            Save Comp Card
          </Button>
          <Button
            variant="outline"
            onClick={() => save.mutate([])}
            loading={save.isPending && save.variables.length === 0}
            disabled={(saved.length === 0 && draft === null) || save.isPending}
          >
            Use Default Photos
          </Button>
          {downloadHref ? (
            <a href={downloadHref} download={fileName} className={buttonClassName({ variant: "outline" })}>
              <FileDown aria-hidden="true" />
              Comp card
            </a>
          ) : (
            <p className="self-center text-sm text-muted-foreground">The comp card can be downloaded while the profile is public.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
