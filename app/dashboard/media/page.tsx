import type { Metadata } from "next";
import { MediaGallery } from "@/components/dashboard/media-gallery";

export const metadata: Metadata = { title: "Media Gallery" };

export default function DashboardMediaPage() {
  return <MediaGallery />;
}
