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
 * solid once the page scrolls; everywhere else it is a solid sticky bar that takes its own space. Its looks are
 * `.site-header` and its data attributes (app/chrome.css); `group/header` lets the wordmark follow them.
 */
export function HeaderFrame({ overlayPaths, children }: HeaderFrameProps) {
  const pathname = usePathname();
  const overlay = overlayPaths.includes(pathname);
  const scrolled = useSyncExternalStore(subscribeToScroll, isScrolled, isScrolledOnServer);
  const transparent = overlay && !scrolled;

  return (
    <header data-overlay={overlay || undefined} data-transparent={transparent || undefined} className="group/header site-header">
      <div className="site-bar">{children}</div>
    </header>
  );
}
