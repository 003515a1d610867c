"use client";

import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDownUp, Check, ImagePlus, Plus, Trash2 } from "lucide-react";
import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import type { listOwnMediaResponse } from "@/lib/api/responses/media";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { GalleryImage } from "./gallery-image";
import { imageFileProblem } from "@/lib/validation/image-file-check";
import {
  MEDIA_ACCEPT,
  MEDIA_FORMATS,
  MEDIA_MAX_BYTES,
  MEDIA_PAGE_SIZE,
  MEDIA_TOO_LARGE,
  MEDIA_TYPE_ERROR,
  isAcceptedImage,
} from "@/lib/validation/media";
import { PortfolioOrder } from "./portfolio-order";
import { type UploadedPhoto, uploadPhoto } from "./upload-photo";

type Photo = UploadedPhoto;
type Pages = InfiniteData<Photo[], number>;

interface Tile {
  key: string;
  name: string;
  preview: string;
  progress: number;
}

/** The gallery's checks before upload (spec: JPG, PNG, GIF; the storage's size limit). */
const mediaRules = { formats: MEDIA_FORMATS, typeMessage: MEDIA_TYPE_ERROR, maxBytes: MEDIA_MAX_BYTES, tooLargeMessage: MEDIA_TOO_LARGE };

/** At most this many uploads at once; the rest wait their turn with their tile showing 0%. */
const PARALLEL_UPLOADS = 3;

const gridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5";

function uniqueById(photos: Photo[]): Photo[] {
  const seen = new Set<number>();
  return photos.filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
}

/**
 * The talent's gallery: add photos with real progress, delete with confirmation, load more by pages of 10; and,
 * switched to "Reorder", the portfolio in the public profile's order to rearrange.
 */
export function MediaGallery() {
  const queryClient = useQueryClient();
  const [arranging, setArranging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [tiles, setTiles] = useState<Tile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const queue = useRef<Array<{ tile: Tile; file: File }>>([]);
  const running = useRef(0);

  const query = useInfiniteQuery({
    queryKey: queryKeys.media.all,
    queryFn: ({ pageParam }) =>
      apiFetch<typeof listOwnMediaResponse>("/talent-media", { query: { page: pageParam, limit: MEDIA_PAGE_SIZE } }),
    initialPageParam: 1,
    // Spec: more pages exist while the last page came back full.
    getNextPageParam: (last, _all, lastPage) => (last.length >= MEDIA_PAGE_SIZE ? lastPage + 1 : undefined),
  });

  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast.error("Error fetching media");
  }, [isError, errorUpdatedAt]);

  useEffect(() => () => queue.current.forEach(({ tile }) => URL.revokeObjectURL(tile.preview)), []);

  const photos = uniqueById(query.data?.pages.flat() ?? []);

  function openPicker() {
    inputRef.current?.click();
  }

  function setProgress(key: string, progress: number) {
    setTiles((all) => all.map((t) => (t.key === key ? { ...t, progress } : t)));
  }

  function addToGallery(photo: Photo) {
    queryClient.setQueryData<Pages>(queryKeys.media.all, (old) => {
      if (!old || old.pages.length === 0) return old;
      const [first, ...rest] = old.pages;
      return { ...old, pages: [[photo, ...first], ...rest] };
    });
  }

  function pump() {
    while (running.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const next = queue.current.shift();
      if (!next) break;
      running.current += 1;
      const { tile, file } = next;
      void uploadPhoto(file, (p) => setProgress(tile.key, p)).then((outcome) => {
        running.current -= 1;
        URL.revokeObjectURL(tile.preview);
        setTiles((all) => all.filter((t) => t.key !== tile.key));
        if (outcome.ok) {
          addToGallery(outcome.photo);
          toast.success("Upload successful");
        } else {
          toast.error(outcome.title, { description: outcome.description });
        }
        if (running.current === 0 && queue.current.length === 0) {
          // Pages shifted while photos were added: read them again so Load More continues at the right place.
          void queryClient.invalidateQueries({ queryKey: queryKeys.media.all });
        }
        pump();
      });
    }
  }

  async function onFilesChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    const fresh: Tile[] = [];
    const refused: string[] = [];
    for (const file of files) {
      // The name and declared type, then the bytes: a text file named .png is refused before any tile shows it.
      const problem = isAcceptedImage(file) ? await imageFileProblem(file, mediaRules) : MEDIA_TYPE_ERROR;
      if (problem === MEDIA_TYPE_ERROR) {
        toast.error(MEDIA_TYPE_ERROR, { description: `${file.name} was not uploaded.` });
        refused.push(`${file.name}: ${MEDIA_TYPE_ERROR}`);
        continue;
      }
      if (problem) {
        toast.error("Upload failed", { description: `${file.name}: ${problem}` });
        refused.push(`${file.name}: ${problem}`);
        continue;
      }
      const tile = { key: crypto.randomUUID(), name: file.name, preview: URL.createObjectURL(file), progress: 0 };
      fresh.push(tile);
      queue.current.push({ tile, file });
    }
    // The spec's toasts, and the same words beside the Add Photos button until the next choice.
    setRefusals(refused);
    if (fresh.length === 0) return;
    setTiles((all) => [...fresh.reverse(), ...all]);
    pump();
  }

  async function deletePhoto(photo: Photo) {
    try {
      await apiFetch(`/talent-media/${photo.id}`, { method: "DELETE" });
    } catch (error) {
      toast.error("Error deleting image");
      throw error;
    }
    queryClient.setQueryData<Pages>(queryKeys.media.all, (old) =>
      old ? { ...old, pages: old.pages.map((p) => p.filter((x) => x.id !== photo.id)) } : old,
    );
    toast.success("Image deleted successfully");
    void queryClient.invalidateQueries({ queryKey: queryKeys.media.all });
  }

  const busyUploading = tiles.length > 0;

  return (
    <div className="flex flex-col gap-6 md:gap-8">
      <PageHeader
        title="Media Gallery"
        description="These photos will be displayed on your public profile."
        actions={
          <>
            {photos.length > 1 && (
              <Button variant="outline" onClick={() => setArranging((on) => !on)}>
                {arranging ? <Check aria-hidden="true" /> : <ArrowDownUp aria-hidden="true" />}
                {arranging ? "Done" : "Reorder"}
              </Button>
            )}
            <Button onClick={openPicker}>
              <Plus aria-hidden="true" />
              Add Photos
            </Button>
          </>
        }
      />
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={MEDIA_ACCEPT}
        onChange={(e) => void onFilesChosen(e)}
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose photos to upload"
        aria-describedby={refusals.length ? "media-refused" : undefined}
      />
      {refusals.length > 0 && (
        <ul id="media-refused" role="alert" className="-mt-2 flex flex-col gap-1 text-sm font-medium text-destructive md:-mt-4">
          {refusals.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}

      {arranging ? (
        <PortfolioOrder />
      ) : query.isPending ? (
        <div className={gridClass} aria-busy="true" aria-label="Loading photos">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4] w-full rounded-md" />
          ))}
        </div>
      ) : query.isError && photos.length === 0 ? (
        <LoadError title="We could not load your photos." onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : photos.length === 0 && !busyUploading ? (
        <EmptyState
          icon={<ImagePlus />}
          title="No photos uploaded yet"
          text="Add JPG, PNG or GIF photos. Clients see them on your public profile."
          action={
            <Button onClick={openPicker}>
              <Plus aria-hidden="true" />
              Upload Your First Photo
            </Button>
          }
        />
      ) : (
        <>
          <ul className={gridClass} aria-label="Your photos">
            {tiles.map((tile) => (
              <li key={tile.key} className="relative aspect-[3/4] overflow-hidden rounded-md border border-border bg-muted" data-testid="upload-tile">
                <Image src={tile.preview} alt="" fill unoptimized sizes="20vw" className="object-cover opacity-40" />
                <div className="absolute inset-x-0 bottom-0 flex flex-col gap-2 bg-background/90 p-3">
                  <p className="truncate text-xs text-muted-foreground">{tile.name}</p>
                  <p className="text-sm font-medium">Uploading... {tile.progress}%</p>
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${tile.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={tile.progress}
                    className="h-1.5 overflow-hidden rounded-full bg-border"
                  >
                    <div className="h-full bg-foreground transition-[width] duration-200" style={{ width: `${tile.progress}%` }} />
                  </div>
                </div>
              </li>
            ))}
            {photos.map((photo, i) => (
              <li key={photo.id} className="group flex flex-col overflow-hidden rounded-md border border-border bg-card">
                <div className="relative aspect-[3/4] bg-muted">
                  <GalleryImage photo={photo} alt={`Photo ${i + 1}`} />
                </div>
                <div className="flex justify-end p-2">
                  <ConfirmDialog
                    title="Delete this photo?"
                    description="Are you sure you want to delete this image?"
                    confirmLabel="Delete"
                    busyLabel="Deleting..."
                    variant="destructive"
                    onConfirm={() => deletePhoto(photo)}
                    trigger={
                      <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10">
                        <Trash2 aria-hidden="true" />
                        Delete
                        <span className="sr-only">photo {i + 1}</span>
                      </Button>
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? "Loading..." : "Load More"}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
