"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import type { z } from "zod";
import type { photoRefSchema } from "@/lib/api/responses/media";
import { cn } from "@/lib/utils";

const PLACEHOLDER_PHOTO = "/demo/placeholder-talent.jpg";

type Photo = z.infer<typeof photoRefSchema>;

const arrow = cn(
  "absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md transition-colors",
  "hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
);

/**
 * The talent's photos one at a time: previous and next arrows, a dot per photo, the arrow keys when the carousel
 * has focus. Without photos it shows the placeholder portrait.
 */
export function PhotoCarousel({ photos, name }: { photos: Photo[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const go = (to: number) => setIndex(((to % count) + count) % count);

  if (count === 0) {
    return (
      <figure className="relative aspect-[3/4] w-full overflow-hidden rounded-md bg-muted">
        <Image src={PLACEHOLDER_PHOTO} alt="No photos yet" fill priority sizes="(min-width: 1024px) 40vw, 100vw" className="object-cover" />
        <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 to-transparent p-4 text-sm text-white">
          No photos yet. Add some from the Media tab.
        </figcaption>
      </figure>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Your photos"
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") {
          event.preventDefault();
          go(current - 1);
        } else if (event.key === "ArrowRight") {
          event.preventDefault();
          go(current + 1);
        }
      }}
      className="group relative aspect-[3/4] w-full overflow-hidden rounded-md bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {photos.map((photo, i) => (
        <div
          key={photo.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${count}`}
          aria-hidden={i !== current}
          className={cn("absolute inset-0 transition-opacity duration-300", i === current ? "opacity-100" : "pointer-events-none opacity-0")}
        >
          {/* Only the current slide and its neighbours are loaded. */}
          {Math.abs(i - current) <= 1 || (current === 0 && i === count - 1) || (current === count - 1 && i === 0) ? (
            <Image
              src={photo.file_url}
              alt={`${name}, photo ${i + 1} of ${count}`}
              fill
              priority={i === 0}
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="object-cover"
            />
          ) : null}
        </div>
      ))}
      <p aria-live="polite" className="sr-only">
        Photo {current + 1} of {count}
      </p>
      {count > 1 && (
        <>
          <button type="button" onClick={() => go(current - 1)} aria-label="Previous photo" className={cn(arrow, "left-3")}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" onClick={() => go(current + 1)} aria-label="Next photo" className={cn(arrow, "right-3")}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-0 z-10 flex justify-center gap-1 bg-gradient-to-t from-black/50 to-transparent pt-8 pb-2">
            {photos.map((photo, i) => (
              <button
                key={photo.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === current ? "true" : undefined}
                className="flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
              >
                <span
                  aria-hidden="true"
                  className={cn("block size-2 rounded-full transition-all", i === current ? "w-4 bg-white" : "bg-white/60")}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
