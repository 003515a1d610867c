"use client";

import { useLinkStatus } from "next/link";

/**
 * Put inside a `<Link>`: while that link's navigation is under way it shows `label` ("Loading posts...") as a
 * status line, placed by `className` against the nearest positioned ancestor outside the link.
 */
export function PendingLabel({ label, className }: { label: string; className?: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className={className}>
      {label}
    </span>
  );
}
