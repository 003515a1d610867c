"use client";

import Image from "next/image";
import { useState } from "react";
import { cn } from "@/lib/utils";

const sizes = {
  sm: { box: "size-8 text-xs", px: 32 },
  md: { box: "size-10 text-sm", px: 40 },
  lg: { box: "size-16 text-lg", px: 64 },
  xl: { box: "size-24 text-2xl", px: 96 },
} as const;

/** "Ada Lovelace" -> "AL"; one word gives one letter. */
function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0][0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1][0] ?? "") : "";
  return (first + last).toUpperCase();
}

type AvatarProps = {
  src?: string | null;
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  size?: keyof typeof sizes;
  className?: string;
};

/** A round portrait that falls back to the person's initials when there is no image or it fails to load. */
export function Avatar({ src, name, size = "md", className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { box, px } = sizes[size];
  const showImage = Boolean(src) && failedSrc !== src;
  // Local previews (blob:, data:) cannot go through the image optimizer.
  const unoptimized = Boolean(src && /^(blob:|data:)/.test(src));

  return (
    <span
      data-slot="avatar"
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted font-medium text-foreground",
        box,
        className,
      )}
    >
      {showImage && src ? (
        <Image
          src={src}
          alt={name}
          width={px}
          height={px}
          unoptimized={unoptimized}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span role="img" aria-label={name}>
          <span aria-hidden="true">{initialsOf(name)}</span>
        </span>
      )}
    </span>
  );
}
