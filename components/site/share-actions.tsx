"use client";

import { useSyncExternalStore } from "react";
import { toast } from "@/lib/toast";

const noop = () => () => {};
const currentUrl = () => window.location.href.split("#")[0];

type ActionProps = { className: string; children: React.ReactNode };

/**
 * The WhatsApp share link: "Check out this article: {title}" and the page's URL, the canonical one on the server and
 * the address actually in the bar once hydrated. The icon comes from the server (`ShareButtons`).
 */
export function WhatsAppShareLink({ title, canonicalUrl, className, children }: ActionProps & { title: string; canonicalUrl: string }) {
  const url = useSyncExternalStore(noop, currentUrl, () => canonicalUrl);
  const href = `https://wa.me/?text=${encodeURIComponent(`Check out this article: ${title} ${url}`)}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label="Share on WhatsApp (opens in a new tab)">
      {children}
    </a>
  );
}

/** A button that copies the page's address and says so in a toast (`description`), or says to copy it by hand. */
export function CopyLinkButton({ label, description, className, children }: ActionProps & { label: string; description: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(currentUrl());
      toast.success("Link Copied!", { description });
    } catch {
      toast.error("Error", { description: "Could not copy the link. Copy it from the address bar instead." });
    }
  };
  return (
    <button type="button" onClick={copy} className={className} aria-label={label}>
      {children}
    </button>
  );
}
