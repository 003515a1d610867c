"use client";

import { useEffect, useRef, useState } from "react";
import { countOf } from "@/lib/domain/plural";

const send = (token: string, body: object) =>
  // A beacon: `keepalive` lets it outlive the page, and its answer does not matter, so no apiFetch here.
  // eslint-disable-next-line no-restricted-globals
  fetch(`/api/v1/packages/${token}/views`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => undefined);

/** Counts the visit once the page is shown (the server keeps a reload within 30 minutes from counting again). */
export function VisitBeacon({ token }: { token: string }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void send(token, {});
  }, [token]);
  return null;
}

/** "See all photos": shows the rest of a talent's photos and tells the agency the client opened them. */
export function MorePhotos({ token, talentId, name, count, children }: { token: string; talentId: number; name: string; count: number; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const counted = useRef(false);
  function reveal() {
    setOpen(true);
    if (!counted.current) {
      counted.current = true;
      void send(token, { talent_profile_id: talentId });
    }
  }
  if (open) return <>{children}</>;
  return (
    <button
      type="button"
      onClick={reveal}
      className="mt-3 inline-flex h-11 items-center text-xs font-medium tracking-[0.16em] uppercase underline underline-offset-4 hover:text-accent"
    >
      See all {countOf(count, "photo")}<span className="sr-only"> of {name}</span>
    </button>
  );
}
