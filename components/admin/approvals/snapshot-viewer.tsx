"use client";

import { ChevronLeft, ChevronRight, X } from "lucide-react";
import Image from "next/image";
import { useRef } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

export type ViewerPhoto = { src: string; label: string };

type SnapshotViewerProps = {
  photos: readonly ViewerPhoto[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Whose photos, for the dialog's name. */
  name: string;
};

/** A horizontal move of at least this many pixels is a swipe, not a tap. */
const SWIPE_PX = 40;

/**
 * The application's photos full screen: arrows (buttons and keys) and a swipe move between them, Escape closes
 * (Radix's dialog, which also keeps the focus inside and gives it back). Pointer events, so mouse, pen and touch
 * swipe alike; `touch-action: pan-y` leaves vertical scrolling and pinch to the browser.
 */
export function SnapshotViewer({ photos, index, onIndexChange, name }: SnapshotViewerProps) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const open = index !== null && photos.length > 0;
  const current = open ? photos[Math.min(index, photos.length - 1)] : null;
  const go = (step: number) => {
    if (index === null) return;
    onIndexChange((index + step + photos.length) % photos.length);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <DialogContent
        hideClose
        className="top-0 left-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 bg-neutral-950 p-0 text-white"
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") go(1);
          else if (e.key === "ArrowLeft") go(-1);
          else return;
          e.preventDefault();
        }}
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <div className="min-w-0">
            <DialogTitle className="truncate text-base text-white">{current?.label}</DialogTitle>
            <DialogDescription className="text-xs text-white/70">
              {name} · {(index ?? 0) + 1} of {photos.length}
            </DialogDescription>
          </div>
          <button
            type="button"
            onClick={() => onIndexChange(null)}
            className="inline-flex size-10 items-center justify-center rounded-sm hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <div
          data-testid="snapshot-stage"
          className="relative min-h-0 flex-1 touch-pan-y select-none"
          onPointerDown={(e) => {
            start.current = { x: e.clientX, y: e.clientY };
          }}
          onPointerUp={(e) => {
            const from = start.current;
            start.current = null;
            if (!from) return;
            const dx = e.clientX - from.x;
            if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? 1 : -1);
          }}
          onPointerCancel={() => {
            start.current = null;
          }}
        >
          {current && (
            <Image key={current.src} src={current.src} alt={current.label} fill sizes="100vw" draggable={false} className="object-contain" />
          )}
        </div>
        {photos.length > 1 && (
          <div className="flex items-center justify-center gap-4 px-4 py-3">
            <button
              type="button"
              onClick={() => go(-1)}
              className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">Previous photo</span>
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
              <span className="sr-only">Next photo</span>
            </button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
