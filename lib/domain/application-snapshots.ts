/**
 * The three snapshots an application carries (unretouched photos an agency selects on), stored as the talent's
 * media marked with their kind. Browser-safe: the form, the API and the review read the same list.
 */

export const snapshotKinds = ["head", "full_length", "profile"] as const;
export type SnapshotKind = (typeof snapshotKinds)[number];

export const snapshotLabels: Record<SnapshotKind, string> = {
  head: "Head and shoulders",
  full_length: "Full length",
  profile: "Profile",
};

/** What the form asks each photo to show. */
export const snapshotHints: Record<SnapshotKind, string> = {
  head: "Face the camera, hair off the face, no make-up or filters.",
  full_length: "Head to toe, fitted clothes, standing straight.",
  profile: "Side on, head to toe or from the waist up.",
};

/** The multipart field of a snapshot: `snapshot_head`, `snapshot_full_length`, `snapshot_profile`. */
export const snapshotField = (kind: SnapshotKind) => `snapshot_${kind}` as const;

export const snapshotMessage = (kind: SnapshotKind) => `Please add a ${snapshotLabels[kind].toLowerCase()} photo`;
