import { LineIcon } from "@/components/ui/line-icon";
import { CopyLinkButton, WhatsAppShareLink } from "./share-actions";

const item =
  "inline-flex size-11 items-center justify-center rounded-full border border-foreground/25 transition-colors hover:border-foreground hover:bg-foreground hover:text-background";

function WhatsAppIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M17.47 14.38c-.3-.15-1.76-.87-2.03-.97-.27-.1-.47-.15-.67.15-.2.3-.77.97-.94 1.17-.17.2-.35.22-.64.07-.3-.15-1.26-.46-2.4-1.48-.88-.79-1.48-1.76-1.65-2.06-.17-.3-.02-.46.13-.6.13-.14.3-.35.45-.52.15-.17.2-.3.3-.5.1-.2.05-.37-.03-.52-.07-.15-.67-1.6-.91-2.2-.24-.58-.49-.5-.67-.5h-.57c-.2 0-.52.07-.8.37-.27.3-1.04 1.02-1.04 2.48 0 1.46 1.07 2.88 1.22 3.08.15.2 2.1 3.2 5.08 4.49.71.3 1.26.49 1.7.63.71.22 1.36.19 1.87.12.57-.09 1.76-.72 2-1.41.25-.7.25-1.29.17-1.41-.07-.13-.27-.2-.57-.35M12.05 21.5h-.01a9.46 9.46 0 0 1-4.82-1.32l-.35-.2-3.58.94.96-3.49-.23-.36a9.43 9.43 0 0 1-1.45-5.04c0-5.21 4.25-9.46 9.48-9.46 2.53 0 4.9.99 6.7 2.78a9.4 9.4 0 0 1 2.77 6.69c0 5.22-4.25 9.46-9.47 9.46M20.1 3.9A11.32 11.32 0 0 0 12.05.56C5.78.56.67 5.66.67 11.93c0 2 .52 3.96 1.52 5.69L.57 23.5l6.02-1.58a11.37 11.37 0 0 0 5.45 1.39h.01c6.27 0 11.38-5.1 11.38-11.38 0-3.04-1.18-5.9-3.33-8.04" />
    </svg>
  );
}

/**
 * Share buttons of an article (spec): WhatsApp opens a share link with "Check out this article: {title}" and the
 * page URL; Instagram has no web share link, so it copies the URL; Copy link copies it. The markup and icons are
 * rendered here; only the two behaviours (`share-actions.tsx`) ship as JavaScript.
 */
export function ShareButtons({ title, canonicalUrl }: { title: string; canonicalUrl: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="eyebrow mr-1 text-muted-foreground">Share</span>
      <WhatsAppShareLink title={title} canonicalUrl={canonicalUrl} className={item}>
        <WhatsAppIcon />
      </WhatsAppShareLink>
      <CopyLinkButton label="Share on Instagram (copies the link)" description="Share this link on Instagram" className={item}>
        <LineIcon strokeWidth={1.5} className="size-4">
          <rect x="2" y="2" width="20" height="20" rx="5" />
          <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
          <path d="M17.5 6.5h.01" />
        </LineIcon>
      </CopyLinkButton>
      <CopyLinkButton label="Copy link" description="Article link copied to clipboard" className={item}>
        <LineIcon strokeWidth={1.5} className="size-4">
          <path d="M9 17H7A5 5 0 0 1 7 7h2" />
          <path d="M15 7h2a5 5 0 1 1 0 10h-2" />
          <path d="M8 12h8" />
        </LineIcon>
      </CopyLinkButton>
    </div>
  );
}
