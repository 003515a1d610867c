import type { Metadata } from "next";
import { PostEditor } from "@/components/admin/news/post-editor";
import { requireStaffPage } from "@/lib/services/accounts";

export const metadata: Metadata = { title: "Edit post" };

/** The post is loaded by id from the server; an unknown id says 'Post not found' and returns to the list. */
export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage("news");
  const { id } = await params;
  return <PostEditor key={id} postId={/^\d{1,9}$/.test(id) ? Number(id) : 0} />;
}
