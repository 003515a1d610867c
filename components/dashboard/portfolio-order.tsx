"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SortableList } from "@/components/ui/sortable-list";
import { apiFetch } from "@/lib/api/client";
import type { listOwnMediaResponse } from "@/lib/api/responses/media";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { GalleryImage } from "./gallery-image";
import { MAX_MEDIA_PER_TALENT } from "@/lib/validation/media";
import type { UploadedPhoto as Photo } from "./upload-photo";

const gridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5";

/**
 * The portfolio in the order the public profile shows it, reordered by dragging a photo's handle or with the
 * keyboard; each move is saved at once (the whole order, so two tabs cannot interleave half-orders).
 */
export function PortfolioOrder() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.media.portfolio,
    // The whole portfolio in one page: the order is saved whole, and a gallery holds at most 100 photos.
    queryFn: () => apiFetch<typeof listOwnMediaResponse>("/talent-media", { query: { order: "portfolio", page: 1, limit: MAX_MEDIA_PER_TALENT } }),
  });
  const [moved, setMoved] = useState<Photo[] | null>(null);
  const photos = moved ?? query.data ?? [];

  const save = useMutation({
    mutationFn: (order: Photo[]) => apiFetch("/talent-media/order", { method: "PUT", body: { ids: order.map((p) => p.id) } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.media.all }),
    onError: () => {
      setMoved(null);
      toast.error("Error", { description: "The new order was not saved. Reload the page and try again." });
    },
  });

  function reorder(order: Photo[]) {
    setMoved(order);
    save.mutate(order);
  }

  if (query.isPending) {
    return (
      <div className={gridClass} aria-busy="true" aria-label="Loading photos">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/4] w-full rounded-md" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError title="We could not load your photos." onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  return (
    <section aria-labelledby="portfolio-order-title" className="flex flex-col gap-3">
      <h2 id="portfolio-order-title" className="font-sans text-base font-medium tracking-normal">
        Portfolio order
      </h2>
      <p id="portfolio-reorder-hint" className="text-sm text-muted-foreground">
        The first photo is shown first on your public profile. Drag a handle to move a photo, or focus it and press Space, the arrow keys, then
        Space again.
      </p>
      <SortableList
        items={photos}
        idOf={(p) => p.id}
        labelOf={(p) => `photo ${photos.indexOf(p) + 1}`}
        onReorder={reorder}
        hintId="portfolio-reorder-hint"
        layout="grid"
        label="Portfolio order"
        className={gridClass}
        itemClassName="flex flex-col gap-2 p-2"
        itemTestId="portfolio-photo"
        renderItem={(photo, { handle, position }) => (
          <>
            <div className="relative aspect-[3/4] overflow-hidden rounded-sm bg-muted">
              <GalleryImage photo={photo} alt={`Photo ${position}`} />
            </div>
            <div className="flex items-center justify-between text-sm">
              {handle}
              <span className="tnum text-muted-foreground">{position}</span>
            </div>
          </>
        )}
      />
      <p role="status" className="sr-only">
        {save.isPending ? "Saving the order..." : save.isSuccess ? "Order saved." : ""}
      </p>
    </section>
  );
}
