"use client";

import { screenTitleClass } from "@/components/ui/page-header";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { ImageFilePicker } from "@/components/ui/image-file-picker";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { getAdminPostResponse, listAdminBlogCategoriesResponse, updateAdminPostResponse } from "@/lib/api/responses/blog";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import {
  INVALID_IMAGE_TYPE,
  blogCheckTitle,
  blogPostChecks,
  firstBlogPostProblem,
  type BlogPostField,
  type BlogPostFormValues,
} from "@/lib/validation/blog-post";
import { PHOTO_FORMATS } from "@/lib/domain/image-formats";
import { CategoryField } from "./category-field";
import { PostContentField } from "./post-content-field";
import { allProblems, type Problems } from "./post-problems";
import type { AdminBlogCategory } from "./types";

const empty: BlogPostFormValues = { title: "", excerpt: "", content: "", author: "Admin", category_id: "", published: false };

/** The cover: the spec's five types, judged by the bytes before any preview, in the spec's words. */
const coverRules = { formats: PHOTO_FORMATS, typeMessage: INVALID_IMAGE_TYPE.description };

/** The shared create and edit screen of a news post (`postId` set in edit mode). */
export function PostEditor({ postId }: { postId?: number }) {
  const editing = postId !== undefined;
  const router = useRouter();
  const queryClient = useQueryClient();
  const ids = { content: useId(), contentLabel: useId(), image: useId(), category: useId(), newCategory: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const clearProblem = (field: BlogPostField) => () =>
    setProblems((p) => {
      if (!p[field]) return p;
      const rest = { ...p };
      delete rest[field];
      return rest;
    });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();

  const { control, register, handleSubmit, reset, setValue } = useForm<BlogPostFormValues>({ defaultValues: empty, shouldFocusError: false });

  const validId = editing && Number.isInteger(postId) && postId! > 0;
  const post = useQuery({
    queryKey: queryKeys.admin.post(postId ?? 0),
    queryFn: () => apiFetch<typeof getAdminPostResponse>(`/admin/blog-posts/${postId}`),
    enabled: validId,
  });
  const categories = useQuery({
    queryKey: [...queryKeys.blogCategories, "admin"],
    queryFn: () => apiFetch<typeof listAdminBlogCategoriesResponse>("/admin/blog-categories"),
  });

  useEffect(() => {
    if (categories.isError) toast.error("Error", { description: "Could not load blog categories." });
  }, [categories.isError]);

  // Editing a post that does not exist (or could not be read): say so and go back to the list.
  const missing = editing && (!validId || post.isError);
  useEffect(() => {
    if (!missing) return;
    toast.error("Post not found", { description: "Cannot edit blog post because no data is available." });
    router.replace("/admin/news");
  }, [missing, router]);

  useEffect(() => {
    if (!post.data) return;
    reset({
      title: post.data.title,
      excerpt: post.data.excerpt,
      content: post.data.content,
      author: post.data.author?.name || "Admin",
      category_id: post.data.category_id ? String(post.data.category_id) : "",
      published: post.data.published,
    });
  }, [post.data, reset]);

  function chooseFile(chosen: File | null, problem: string | null) {
    setFile(chosen);
    if (problem) {
      // The spec's toast, and the message at the field until another file is chosen.
      toast.error(INVALID_IMAGE_TYPE.title, { description: problem });
      setProblems((p) => ({ ...p, image: problem }));
      return;
    }
    clearProblem("image")();
  }

  const save = useMutation({
    mutationFn: (values: BlogPostFormValues) => {
      const form = new FormData();
      form.append("title", values.title);
      form.append("excerpt", values.excerpt);
      form.append("content", values.content);
      form.append("author", values.author);
      form.append("category_id", values.category_id);
      if (values.published) form.append("published_at", post.data?.published_at ?? new Date().toISOString());
      if (file) form.append("image", file);
      return apiFetch<typeof updateAdminPostResponse>(editing ? `/admin/blog-posts/${postId}` : "/admin/blog-posts", { method: "POST", body: form });
    },
    onSuccess: async (saved) => {
      toast.success(editing ? "Post Updated" : "Post Created", {
        description: `Blog post has been successfully ${editing ? "updated" : "created"}.`,
      });
      queryClient.setQueryData(queryKeys.admin.post(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.postLists });
      router.push("/admin/news");
    },
    onError: (error) => {
      // The server runs the same checks: its messages go to their fields, and its first one to the spec's toast.
      const fields = error instanceof ApiError && error.status === 422 ? Object.entries(error.errors ?? {}) : [];
      const known = fields.filter(([field]) => blogPostChecks.some((c) => c.field === field));
      if (error instanceof ApiError && known.length) {
        const found: Problems = {};
        for (const [field, messages] of known) found[field as BlogPostField] = messages[0];
        setProblems(found);
        reportErrors(known.length);
        const [field, messages] = known[0];
        const title = blogCheckTitle(field) === error.message || error.message === INVALID_IMAGE_TYPE.title ? error.message : "Error";
        toast.error(title, { description: messages[0] });
        return;
      }
      toast.error("Error", { description: "Failed to save blog post. Please try again." });
    },
  });

  const onSubmit = handleSubmit((values) => {
    const image = { creating: !editing, hasImage: !!file };
    const found = allProblems(values, image);
    // A wrong file type chosen earlier stays until another file is chosen.
    if (problems.image && !file) found.image ??= problems.image;
    const count = Object.keys(found).length;
    if (count) {
      // Every message at its field; the spec's toast names the first check that failed.
      const first = firstBlogPostProblem(values, image);
      if (first) toast.error(first.title, { description: first.description });
      setProblems(found);
      reportErrors(count);
      return;
    }
    setProblems({});
    clearReport();
    save.mutate(values);
  });

  if (editing && (post.isPending || missing)) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-[32rem] w-full" />
      </div>
    );
  }

  const errorOf = (f: BlogPostField) => problems[f] ?? null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 border-b border-border pb-6">
        <Link href="/admin/news" className={buttonClassName({ variant: "link", className: "w-fit text-sm" })}>
          <ArrowLeft aria-hidden="true" />
          Back to News
        </Link>
        <h1 className={screenTitleClass}>{editing ? "Edit Post" : "Create New Post"}</h1>
      </div>

      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <FormErrorAnnouncer report={report} />
        <Card className="self-start">
          <CardContent className="flex flex-col gap-5 pt-5 md:pt-6">
            <FormField label="Title" required error={errorOf("title")}>
              <Input {...register("title", { onChange: clearProblem("title") })} maxLength={200} />
            </FormField>
            <FormField label="Excerpt" required hint="One or two sentences shown in lists." error={errorOf("excerpt")}>
              <Textarea rows={3} {...register("excerpt", { onChange: clearProblem("excerpt") })} maxLength={600} />
            </FormField>
            <PostContentField control={control} ids={ids} problem={problems.content} onEdited={clearProblem("content")} />
          </CardContent>
        </Card>

        {/* On a wide screen the settings column stays in view with its buttons on top, clear of the toasts that the
            spec puts at the bottom right; on a phone the buttons follow the fields. */}
        <div className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
          <Card>
            <CardContent className="flex flex-col gap-5 pt-5 md:pt-6">
              <ImageFilePicker
                id={ids.image}
                label="Featured image"
                required={!editing}
                shape="landscape"
                file={file}
                currentUrl={post.data?.image ?? null}
                previewAlt="Featured image preview"
                rules={coverRules}
                error={problems.image ?? null}
                hint={`JPEG, JPG, PNG, GIF or WebP.${editing ? " Leave empty to keep the current image." : ""}`}
                onChange={chooseFile}
              />

              <CategoryField
                control={control}
                categories={categories.data ?? []}
                loading={categories.isPending}
                selectError={errorOf("category_id")}
                onChosen={clearProblem("category_id")}
                selectId={ids.category}
                newId={ids.newCategory}
                onAdded={(category) => {
                  queryClient.setQueryData<AdminBlogCategory[]>([...queryKeys.blogCategories, "admin"], (old) => [...(old ?? []), category]);
                  setValue("category_id", String(category.id));
                  clearProblem("category_id")();
                }}
              />

              <FormField label="Author" required error={errorOf("author")}>
                <Input {...register("author", { onChange: clearProblem("author") })} maxLength={120} autoComplete="name" />
              </FormField>

              <Controller
                control={control}
                name="published"
                render={({ field }) => (
                  <div className="flex items-center justify-between gap-3">
                    <label htmlFor="publish-now" className="text-sm font-medium">
                      Publish immediately
                    </label>
                    <Switch id="publish-now" checked={field.value} onCheckedChange={field.onChange} />
                  </div>
                )}
              />
            </CardContent>
          </Card>

          <div className="flex flex-col gap-2 sm:flex-row lg:order-first lg:flex-col">
            <Button type="submit" loading={save.isPending} className="sm:flex-1 lg:flex-none">
              {editing ? "Update Post" : "Create Post"}
            </Button>
            <Button variant="outline" className="sm:flex-1 lg:flex-none" disabled={save.isPending} onClick={() => router.push("/admin/news")}>
              Cancel
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}
