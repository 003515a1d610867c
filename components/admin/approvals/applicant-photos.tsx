"use client";

import Image from "next/image";
import { useState } from "react";
import { snapshotKinds, snapshotLabels } from "@/lib/domain/application-snapshots";
import type { ApplicantJson } from "../shell/types";
import { SnapshotViewer, type ViewerPhoto } from "./snapshot-viewer";

type ApplicantPhotosProps = { name: string; snapshots: ApplicantJson["application"]["snapshots"] };

/** The three snapshots large, in the form's order, each opening the full-screen viewer; a missing one says so. */
export function ApplicantPhotos({ name, snapshots }: ApplicantPhotosProps) {
  const [index, setIndex] = useState<number | null>(null);
  const photos: ViewerPhoto[] = snapshots.map((s) => ({ src: s.file_url, label: snapshotLabels[s.kind] }));

  return (
    <section aria-labelledby="applicant-photos" className="flex flex-col gap-3">
      <h2 id="applicant-photos" className="font-sans text-sm font-medium tracking-normal">
        Snapshots
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {snapshotKinds.map((kind) => {
          const at = snapshots.findIndex((s) => s.kind === kind);
          const photo = snapshots[at];
          return (
            <li key={kind} className="flex flex-col gap-1.5">
              {photo ? (
                <button
                  type="button"
                  onClick={() => setIndex(at)}
                  className="group relative aspect-[3/4] overflow-hidden rounded-sm bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <Image
                    src={photo.file_url}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 280px, 33vw"
                    className="object-cover transition-transform duration-300 group-hover:scale-[1.02]"
                  />
                  <span className="sr-only">View {snapshotLabels[kind].toLowerCase()} photo full screen</span>
                </button>
              ) : (
                <div className="flex aspect-[3/4] items-center justify-center rounded-sm border border-dashed border-border p-2 text-center text-xs text-muted-foreground">
                  Not sent
                </div>
              )}
              <span className="text-xs text-muted-foreground">{snapshotLabels[kind]}</span>
            </li>
          );
        })}
      </ul>
      <SnapshotViewer photos={photos} index={index} onIndexChange={setIndex} name={name} />
    </section>
  );
}
