import Image from "next/image";

/** A photo of the dashboard's gallery grid (two columns on a phone to five on a wide screen), filling its 3:4 frame. */
export function GalleryImage({ photo, alt }: { photo: { file_url: string; blur_data_url?: string | null }; alt: string }) {
  return (
    <Image
      src={photo.file_url}
      alt={alt}
      fill
      sizes="(min-width: 1280px) 18vw, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw"
      placeholder={photo.blur_data_url ? "blur" : "empty"}
      blurDataURL={photo.blur_data_url ?? undefined}
      className="object-cover"
    />
  );
}
