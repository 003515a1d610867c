"use client";

import { useIsMutating } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Keeps a server-rendered History panel current: when the screen's mutations (TanStack Query) have all settled
 * after one ran, the page's server parts are read again, so the entry the action wrote shows without a reload.
 */
export function RefreshAfterMutations() {
  const router = useRouter();
  const running = useIsMutating();
  const was = useRef(0);
  useEffect(() => {
    if (was.current > 0 && running === 0) router.refresh();
    was.current = running;
  }, [running, router]);
  return null;
}
