import { Picture } from "./picture";
import type { PublicMedia } from "@/lib/services/talents";
import { blurOf, blurProps, placeholderImage } from "@/lib/domain/image-placeholders";

const altOf = (name: string, index: number, total: number) => `${name}, portfolio photo ${index + 1} of ${total}`;

/**
 * The profile's lead photo: full width on a phone; on a desktop as tall as the window below the header allows
 * (4:5, its width follows), beside the details. The page's largest image, so it loads first. The placeholder
 * stands in when the talent has no photo yet.
 */
export function LeadPhoto({ name, photos }: { name: string; photos: PublicMedia[] }) {
  const photo = photos[0];
  const src = photo?.file_url ?? placeholderImage.url;
  return (
    <div className="relative -mx-5 aspect-[4/5] overflow-hidden bg-muted md:mx-0 lg:shrink-0 lg:aspect-auto lg:h-[calc(100svh-8rem)] lg:min-h-[30rem] lg:w-[calc((100svh-8rem)*0.8)] lg:min-w-[24rem]">
      <Picture
        src={src}
        alt={photo ? altOf(name, 0, photos.length) : `No photos yet for ${name}`}
        fill
        priority
        sizes="(min-width: 1024px) 45vw, 100vw"
        className="object-cover"
        {...blurProps(photo ? (photo.blur_data_url ?? blurOf(photo.file_url)) : placeholderImage.blurDataUrl)}
      />
    </div>
  );
}

/** The rest of the portfolio under the lead photo and the details: two columns on a phone, up to four on a desktop. */
export function Portfolio({ name, photos }: { name: string; photos: PublicMedia[] }) {
  if (photos.length < 2) return null;
  return (
    <section aria-labelledby="portfolio-heading" className="mt-16 md:mt-24">
      <h2 id="portfolio-heading" className="eyebrow">
        Portfolio
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4">
        {photos.slice(1).map((photo, i) => (
          <li key={`${photo.id}-${photo.file_url}`} className="relative aspect-[4/5] overflow-hidden bg-muted">
            <Picture
              src={photo.file_url}
              alt={altOf(name, i + 1, photos.length)}
              fill
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
              className="object-cover"
              {...blurProps(photo.blur_data_url ?? blurOf(photo.file_url))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
