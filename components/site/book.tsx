import { Picture } from "./picture";
import { BookViewer } from "./book-viewer";
import type { PublicMedia } from "@/lib/services/talents";
import { blurOf, blurProps, placeholderImage } from "@/lib/domain/image-placeholders";

const altOf = (name: string, index: number, total: number) => `${name}, portfolio photo ${index + 1} of ${total}`;

/**
 * The photo's slot: the strip's height times its aspect ratio on a tablet and up (about 60% of a desktop window for a
 * 4:5 photo), the full width on a phone and in the full-screen viewer.
 */
const SIZES = "(min-width: 768px) 60vw, 100vw";

/** A photo's width over its height, 4:5 when unknown (the profile picture, older uploads). */
const ratioOf = (photo: PublicMedia) => (photo.width && photo.height ? `${photo.width} / ${photo.height}` : undefined);

/**
 * The profile's book: every photo in a horizontal strip at nearly the window's height (each at its own aspect ratio),
 * swiped on a phone and moved with the arrows, the keys or the full-screen viewer on a desktop (`BookViewer`, the
 * one client island). The photos are rendered here, on the server: the first is the page's largest image and loads
 * first, the rest lazily as the strip comes to them. The placeholder stands in when the talent has no photo yet.
 */
export function Book({ name, photos }: { name: string; photos: PublicMedia[] }) {
  const items = photos.length ? photos : [{ id: 0, file_url: placeholderImage.url, width: placeholderImage.width, height: placeholderImage.height, blur_data_url: null }];
  return (
    <BookViewer name={name} count={items.length}>
      {items.map((photo, i) => (
        <li key={`${photo.id}-${photo.file_url}`} style={ratioOf(photo) ? ({ "--ar": ratioOf(photo) } as React.CSSProperties) : undefined}>
          <Picture
            src={photo.file_url}
            alt={photos.length ? altOf(name, i, items.length) : `No photos yet for ${name}`}
            fill
            priority={i === 0}
            sizes={SIZES}
            {...(i === 0 ? {} : blurProps(photo.blur_data_url ?? blurOf(photo.file_url) ?? (photos.length ? undefined : placeholderImage.blurDataUrl)))}
          />
        </li>
      ))}
    </BookViewer>
  );
}
