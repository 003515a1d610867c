/** Where the heart's outline is drawn once: a symbol the icon references, so a listing does not repeat its path per card. */
const HEART_SPRITE = "/icons/heart.svg#h";

/** The heart's outline, filled when the talent is on the shortlist (18 px; the path is public/icons/heart.svg's). */
export function HeartIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg aria-hidden="true" width="18" height="18" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.5" className={className}>
      <use href={HEART_SPRITE} />
    </svg>
  );
}
