"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Scrolls the window to the top whenever the pathname changes (spec: "The page scrolls to the top on every route change"). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    // A link to an anchor (#section) should land on the anchor, not the top.
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
