import { Picture } from "./picture";
import { DeferredBookControls } from "./book-deferred";
import type { PublicMedia } from "@/lib/services/talents";
import { blurOf, blurProps, placeholderImage } from "@/lib/domain/image-placeholders";

const altOf = (name: string, index: number, total: number) => `${name}, portfolio photo ${index + 1} of ${total}`;

/**
 * The photo's slot: the strip's height times its aspect ratio on a tablet and up (about 60% of a desktop window for a
 * 4:5 photo), the full width on a phone and in the full-screen viewer.
 */
const SIZES = "(min-width: 768px) 60vw, 100vw";

/** The id of the book (one a page), which its controls look up. */
const BOOK_ID = "book";

const ICON_BUTTON = "inline-flex size-11 items-center justify-center disabled:opacity-60";

/** A photo's width over its height, 4:5 when unknown (the profile picture, older uploads). */
const ratioOf = (photo: PublicMedia) => (photo.width && photo.height ? `${photo.width} / ${photo.height}` : undefined);

/**
 * The profile's book: every photo in a horizontal strip at nearly the window's height (each at its own aspect ratio),
 * swiped on a phone and moved with the arrows, the keys or the full-screen viewer on a desktop. All of it is rendered
 * here, on the server; `BookControls`, the one client island, only adds the behaviour, its code fetched while the page hydrates. The first photo is the page's
 * largest image and loads first, the rest lazily as the strip comes to them. The placeholder stands in when the
 * talent has no photo yet.
 */
export function Book({ name, photos }: { name: string; photos: PublicMedia[] }) {
  const items = photos.length ? photos : [{ id: 0, file_url: placeholderImage.url, width: placeholderImage.width, height: placeholderImage.height, blur_data_url: null }];
  const count = items.length;
  return (
    <section id={BOOK_ID} className="book" aria-label={`${name}'s book`}>
      <ul tabIndex={0} aria-label={`Photos of ${name}, ${count} in all`}>
        {items.map((photo, i) => (
          <li key={`${photo.id}-${photo.file_url}`} style={ratioOf(photo) ? ({ "--ar": ratioOf(photo) } as React.CSSProperties) : undefined}>
            <Picture
              src={photo.file_url}
              alt={photos.length ? altOf(name, i, count) : `No photos yet for ${name}`}
              fill
              priority={i === 0}
              sizes={SIZES}
              {...(i === 0 ? {} : blurProps(photo.blur_data_url ?? blurOf(photo.file_url)))}
            />
          </li>
        ))}
      </ul>
      <div className="container-page flex h-12 items-center">
        <p className="flex-1 text-xs tracking-[0.24em] tnum" aria-live="polite" aria-atomic="true">
          <span data-testid="book-counter" aria-hidden="true">{`1 / ${count}`}</span>
          <span className="sr-only">{`Photo 1 of ${count}`}</span>
        </p>
        <button type="button" className={ICON_BUTTON} disabled aria-label="Previous photo">
          <Chevron back />
        </button>
        <button type="button" className={ICON_BUTTON} disabled={count < 2} aria-label="Next photo">
          <Chevron />
        </button>
        <button type="button" className="eyebrow inline-flex h-11 items-center px-3">
          Full screen
        </button>
      </div>
      <DeferredBookControls id={BOOK_ID} />
    </section>
  );
}

/** Lucide's chevron, drawn here: the icon package would add nothing but weight to the page's HTML. */
function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d={back ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
    </svg>
  );
}
