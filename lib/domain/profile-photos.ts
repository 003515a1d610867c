/**
 * The order a talent's photos are shown in, on the public profile and in the talent's own dashboard: the profile
 * picture (the one chosen at registration, or set by the agency) leads, then the gallery without repeating it. A
 * profile picture that is not in the gallery is shown with id 0.
 */
export function leadWithProfilePicture<T extends { id: number; file_url: string }>(
  profileUrl: string | null | undefined,
  gallery: T[],
  standIn: (url: string) => T,
): T[] {
  if (!profileUrl) return gallery;
  const own = gallery.find((m) => m.file_url === profileUrl);
  return [own ?? standIn(profileUrl), ...gallery.filter((m) => m.file_url !== profileUrl)];
}
