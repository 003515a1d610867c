import { Picture } from "./picture";
import type { PublicMedia } from "@/lib/services/talents";
import { cn } from "@/lib/utils";
import { blurOf, blurProps, placeholderImage } from "./images";

/**
 * The profile's photos: on a phone a swipeable row (CSS scroll snap, no script), from a tablet up a grid whose
 * first photo spans the full width. The first photo is the page's largest image, so it loads first.
 */
export function Portfolio({ name, photos }: { name: string; photos: PublicMedia[] }) {
  const list = photos.length
    ? photos
    : [{ id: 0, file_url: placeholderImage.url, width: placeholderImage.width, height: placeholderImage.height, blur_data_url: placeholderImage.blurDataUrl }];
  return (
    <section aria-labelledby="portfolio-heading">
      <h2 id="portfolio-heading" className="sr-only">
        Portfolio
      </h2>
      <ul
        className={cn(
          "-mx-5 flex snap-x snap-mandatory gap-3 overflow-x-auto px-5 pb-2 [scrollbar-width:none] md:mx-0 md:grid md:snap-none md:grid-cols-2 md:gap-4 md:overflow-visible md:px-0",
        )}
      >
        {list.map((photo, i) => (
          <li
            key={`${photo.id}-${photo.file_url}`}
            className={cn("relative w-[82%] shrink-0 snap-center md:w-auto", i === 0 && "md:col-span-2")}
          >
            <div className={cn("relative overflow-hidden bg-muted", i === 0 ? "aspect-[4/5]" : "aspect-[4/5]")}>
              <Picture
                src={photo.file_url}
                alt={photos.length ? `${name}, portfolio photo ${i + 1} of ${list.length}` : `No photos yet for ${name}`}
                fill
                priority={i === 0}
                sizes={i === 0 ? "(min-width: 1024px) 56vw, (min-width: 768px) 90vw, 82vw" : "(min-width: 1024px) 28vw, (min-width: 768px) 45vw, 82vw"}
                className="object-cover"
                {...blurProps(photo.blur_data_url ?? blurOf(photo.file_url))}
              />
            </div>
          </li>
        ))}
      </ul>
      {list.length > 1 && (
        <p className="mt-3 text-xs text-muted-foreground md:hidden" aria-hidden="true">
          Swipe for more · {list.length} photos
        </p>
      )}
    </section>
  );
}
