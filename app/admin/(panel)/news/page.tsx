import type { Metadata } from "next";
import { NewsList } from "@/components/admin/news/news-list";
import { asJson } from "@/components/admin/shell/format";
import { requireStaffPage } from "@/lib/services/accounts";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import { listAdminPosts } from "@/lib/services/content";
import { blogPostListQuerySchema } from "@/lib/validation/blog-post";

export const metadata: Metadata = { title: "News" };

export default async function AdminNewsPage() {
  const viewer = await requireStaffPage("news");
  const first = await listAdminPosts(viewer, blogPostListQuerySchema.parse({ category: "all", page: 1, limit: adminListPageSize.posts }));
  return <NewsList initial={asJson(first)} />;
}
