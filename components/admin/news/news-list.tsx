"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, ImageOff, Newspaper, Pencil, Plus, Trash2 } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClassName } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch, type ResponseData } from "@/lib/api/client";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import type { listAdminPostsResponse, toggleAdminPostResponse } from "@/lib/api/responses/blog";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { formatShortDate } from "@/lib/domain/dates";
import type { AdminPost } from "./types";

const PAGE_SIZE = adminListPageSize.posts;

/** What a row or card needs to act on its post. */
type PostActions = {
  togglingId: number | undefined;
  onToggle: (post: AdminPost) => void;
  onDelete: (post: AdminPost) => Promise<void>;
};

/** 'News Management': the journal's posts, drafts included, as a sortable table (cards on a phone), 12 a page. */
/** `initial`: the first page as the server rendered it, the query's data for that key. */
export function NewsList({ initial }: { initial?: ResponseData<typeof listAdminPostsResponse> }) {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.admin.posts({ page }),
    queryFn: () => apiFetch<typeof listAdminPostsResponse>("/admin/blog-posts", { query: { category: "all", page, limit: PAGE_SIZE } }),
    initialData: page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.isError) toast.error("Error fetching posts", { description: "Could not load blog posts." });
  }, [query.isError]);

  const invalidate = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.postLists });

  const toggle = useMutation({
    mutationFn: (post: AdminPost) =>
      apiFetch<typeof toggleAdminPostResponse>(`/admin/blog-posts/${post.id}/toggle`, { method: "POST", body: { published: !post.published } }),
    onSuccess: () => {
      toast.success("Status Updated", { description: "Blog post status has been updated." });
      return invalidate();
    },
    onError: () => toast.error("Error", { description: "Failed to update blog post status." }),
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiFetch(`/admin/blog-posts/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success("Blog Post Deleted", { description: "The blog post has been successfully deleted." });
      return invalidate();
    },
    onError: () => toast.error("Error", { description: "Failed to delete blog post." }),
  });

  const posts = query.data?.data ?? [];
  const actions: PostActions = {
    togglingId: toggle.isPending ? toggle.variables?.id : undefined,
    onToggle: (post) => toggle.mutate(post),
    onDelete: (post) => remove.mutateAsync(post.id).then(() => undefined),
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="News Management"
        description={query.data ? `${query.data.total} post${query.data.total === 1 ? "" : "s"}, drafts included.` : "Write, publish and unpublish the journal's posts."}
        actions={
          <Link href="/admin/news/new" className={buttonClassName()}>
            <Plus aria-hidden="true" />
            New Post
          </Link>
        }
      />

      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only" role="status">
            Loading posts...
          </span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <LoadError title="Error fetching posts" message="Could not load blog posts." onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : posts.length === 0 ? (
        <EmptyState
          icon={<Newspaper />}
          title="No blog posts found."
          action={
            <Link href="/admin/news/new" className={buttonClassName({ variant: "outline" })}>
              Write the first post
            </Link>
          }
        />
      ) : (
        <>
          <DataTable
            caption="Blog posts"
            columns={postColumns(actions)}
            rows={posts}
            rowKey={(p) => p.id}
            card={(p) => <PostCard post={p} actions={actions} />}
            className={cn(query.isFetching && "opacity-70 transition-opacity")}
          />
          <Pagination page={page} totalPages={query.data.last_page} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}

const postDate = (post: AdminPost) => post.published_at ?? post.created_at;

function Thumbnail({ post, className }: { post: AdminPost; className: string }) {
  return (
    <div className={cn("relative shrink-0 overflow-hidden rounded-sm bg-muted", className)}>
      {post.image ? (
        <Image src={post.image} alt="" fill sizes="96px" className="object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-4" />
        </div>
      )}
    </div>
  );
}

function StatusBadge({ post }: { post: AdminPost }) {
  return <Badge variant={post.published ? "success" : "secondary"}>{post.published ? "Published" : "Draft"}</Badge>;
}

function ToggleButton({ post, actions, className }: { post: AdminPost; actions: PostActions; className?: string }) {
  return (
    <Button size="sm" variant={post.published ? "outline" : "default"} loading={actions.togglingId === post.id} onClick={() => actions.onToggle(post)} className={className}>
      {post.published ? "Unpublish" : "Publish"}
    </Button>
  );
}

/** Preview, Edit and Delete as icons (a tooltip and the accessible name say which): small in the table, 40 px on a phone. */
function PostLinks({ post, actions, size }: { post: AdminPost; actions: PostActions; size: "icon" | "icon-sm" }) {
  return (
    <>
      <Link href={`/admin/news/${post.id}/preview`} className={buttonClassName({ variant: "ghost", size })} aria-label={`Preview ${post.title}`} title="Preview">
        <Eye aria-hidden="true" />
      </Link>
      <Link href={`/admin/news/edit/${post.id}`} className={buttonClassName({ variant: "ghost", size })} aria-label={`Edit ${post.title}`} title="Edit">
        <Pencil aria-hidden="true" />
      </Link>
      <ConfirmDialog
        title="Delete this post?"
        description="Are you sure you want to delete this blog post?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        variant="destructive"
        onConfirm={() => actions.onDelete(post)}
        trigger={
          <Button variant="ghost" size={size} className="text-destructive hover:bg-destructive/10" aria-label={`Delete ${post.title}`} title="Delete">
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </>
  );
}

function postColumns(actions: PostActions): DataColumn<AdminPost>[] {
  return [
    { id: "image", header: "Image", hiddenHeader: true, className: "w-20", cell: (p) => <Thumbnail post={p} className="aspect-[4/3] w-16" /> },
    {
      id: "title",
      header: "Title",
      sortValue: (p) => p.title,
      className: "min-w-64",
      cell: (p) => (
        <>
          <Link href={`/admin/news/edit/${p.id}`} className="font-medium hover:underline">
            {p.title}
          </Link>
          <span className="line-clamp-1 text-xs text-muted-foreground">{p.excerpt}</span>
        </>
      ),
    },
    { id: "status", header: "Status", sortValue: (p) => (p.published ? "published" : "draft"), cell: (p) => <StatusBadge post={p} /> },
    { id: "category", header: "Category", sortValue: (p) => p.category?.name, cell: (p) => p.category?.name ?? <span className="text-muted-foreground">—</span> },
    { id: "author", header: "Author", sortValue: (p) => p.author?.name || "Admin", className: "whitespace-nowrap", cell: (p) => p.author?.name || "Admin" },
    {
      id: "date",
      header: "Date",
      sortValue: postDate,
      className: "tnum whitespace-nowrap",
      cell: (p) => <time dateTime={postDate(p)}>{formatShortDate(postDate(p))}</time>,
    },
    {
      id: "actions",
      header: "Actions",
      hiddenHeader: true,
      className: "w-px text-right",
      cell: (p) => (
        <div className="flex items-center justify-end gap-1">
          <ToggleButton post={p} actions={actions} className="mr-1 min-w-24" />
          <PostLinks post={p} actions={actions} size="icon-sm" />
        </div>
      ),
    },
  ];
}

/** One post on a phone: its image, title, status, byline and the same actions as the table's row. */
function PostCard({ post, actions }: { post: AdminPost; actions: PostActions }) {
  const titleId = `post-${post.id}-title`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-md border border-border bg-card p-4">
      <div className="flex gap-3">
        <Thumbnail post={post} className="aspect-square w-16 self-start" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="font-sans text-base leading-snug font-medium">
            {post.title}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge post={post} />
            {post.category && <span className="text-xs text-muted-foreground">{post.category.name}</span>}
          </div>
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>
      <p className="text-xs text-muted-foreground">
        <span>By {post.author?.name || "Admin"}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={postDate(post)}>{formatShortDate(postDate(post))}</time>
      </p>
      <div className="flex items-center justify-between gap-2">
        <ToggleButton post={post} actions={actions} />
        <div className="flex items-center gap-1">
          <PostLinks post={post} actions={actions} size="icon" />
        </div>
      </div>
    </article>
  );
}
