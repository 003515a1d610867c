"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, ImageOff, Newspaper, Pencil, Plus, Trash2 } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import type { Paged } from "@/lib/api/envelope";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { formatDate, type AdminPost } from "./types";

const PAGE_SIZE = 12;

export function NewsList() {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.admin.posts({ page }),
    queryFn: () => apiFetch<Paged<AdminPost>>("/admin/blog-posts", { query: { category: "all", page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.isError) toast.error("Error fetching posts", { description: "Could not load blog posts." });
  }, [query.isError]);

  const invalidate = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.postLists });

  const toggle = useMutation({
    mutationFn: (post: AdminPost) =>
      apiFetch<AdminPost>(`/admin/blog-posts/${post.id}/toggle`, { method: "POST", body: { published: !post.published } }),
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

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="News Management"
        description="Write, publish and unpublish the journal's posts."
        actions={
          <Link href="/admin/news/new" className={buttonClassName()}>
            <Plus aria-hidden="true" />
            New Post
          </Link>
        }
      />

      {query.isPending ? (
        <ul aria-label="Loading posts" className="grid gap-4">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="flex gap-4 rounded-md border border-border bg-background p-4">
              <Skeleton className="h-24 w-32 shrink-0" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
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
        <ul className="grid gap-4" aria-busy={query.isFetching || undefined}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                toggling={toggle.isPending && toggle.variables?.id === post.id}
                onToggle={() => toggle.mutate(post)}
                onDelete={() => remove.mutateAsync(post.id).then(() => undefined)}
              />
            </li>
          ))}
        </ul>
      )}

      {query.data && <Pagination page={page} totalPages={query.data.last_page} onPageChange={setPage} className="self-center" />}
    </div>
  );
}

function PostCard({
  post,
  toggling,
  onToggle,
  onDelete,
}: {
  post: AdminPost;
  toggling: boolean;
  onToggle: () => void;
  onDelete: () => Promise<void>;
}) {
  const titleId = `post-${post.id}-title`;
  return (
    <Card className="flex-row gap-4 p-4" aria-labelledby={titleId} role="article">
      <div className="relative aspect-square w-20 shrink-0 self-start overflow-hidden rounded-sm bg-muted sm:aspect-[4/3] sm:w-40">
        {post.image ? (
          <Image src={post.image} alt="" fill sizes="(min-width: 640px) 160px, 80px" className="object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-5" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-display text-lg leading-snug md:text-xl">
              {post.title}
            </h2>
            <Badge variant={post.published ? "success" : "secondary"}>{post.published ? "Published" : "Draft"}</Badge>
          </div>
          <Button size="sm" variant={post.published ? "outline" : "default"} loading={toggling} onClick={onToggle}>
            {post.published ? "Unpublish" : "Publish"}
          </Button>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="text-xs text-muted-foreground">
          <span>By {post.author?.name || "Admin"}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.published_at ?? post.created_at}>{formatDate(post.published_at ?? post.created_at)}</time>
          {post.category && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{post.category.name}</span>
            </>
          )}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link href={`/admin/news/${post.id}/preview`} className={buttonClassName({ variant: "ghost", size: "sm" })} aria-label={`Preview ${post.title}`}>
            <Eye aria-hidden="true" />
            Preview
          </Link>
          <Link href={`/admin/news/edit/${post.id}`} className={buttonClassName({ variant: "ghost", size: "sm" })} aria-label={`Edit ${post.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
          <ConfirmDialog
            title="Delete this post?"
            description="Are you sure you want to delete this blog post?"
            confirmLabel="Delete"
            busyLabel="Deleting..."
            variant="destructive"
            onConfirm={onDelete}
            trigger={
              <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" aria-label={`Delete ${post.title}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
          />
        </div>
      </div>
    </Card>
  );
}
