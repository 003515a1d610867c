"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";

const SCROLL_THRESHOLD_PX = 24;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}
const isScrolled = () => window.scrollY > SCROLL_THRESHOLD_PX;
const isScrolledOnServer = () => false;

type HeaderFrameProps = { overlayPaths: readonly string[]; children: React.ReactNode };

/**
 * The header's bar. On an overlay path (the home page) it floats transparent, in white, over the hero and turns
 * solid once the page scrolls; everywhere else it is a solid sticky bar that takes its own space.
 */
export function HeaderFrame({ overlayPaths, children }: HeaderFrameProps) {
  const pathname = usePathname();
  const overlay = overlayPaths.includes(pathname);
  const scrolled = useSyncExternalStore(subscribeToScroll, isScrolled, isScrolledOnServer);
  const transparent = overlay && !scrolled;

  return (
    <header
      data-overlay={overlay || undefined}
      data-transparent={transparent || undefined}
      className={[
        "group/header inset-x-0 top-0 z-40 transition-[background-color,color,border-color] duration-300",
        overlay ? "fixed" : "sticky",
        transparent
          ? "border-b border-transparent bg-[linear-gradient(to_bottom,rgb(0_0_0/0.55),transparent)] text-white [--ring:#ffffff]"
          : "border-b border-border bg-background text-foreground",
      ].join(" ")}
    >
      <div className="container-page flex h-16 items-center justify-between gap-6 md:h-20">{children}</div>
    </header>
  );
}
