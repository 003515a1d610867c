import type { Metadata } from "next";
import { NewsList } from "@/components/admin/news/news-list";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "News" };

export default async function AdminNewsPage() {
  await requireStaffPage("news");
  return <NewsList />;
}
