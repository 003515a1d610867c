import type { Metadata } from "next";
import { PostEditor } from "@/components/admin/news/post-editor";
import { requireStaffPage } from "@/lib/services/accounts";

export const metadata: Metadata = { title: "New post" };

export default async function NewPostPage() {
  await requireStaffPage("news");
  return <PostEditor />;
}
