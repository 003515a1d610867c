"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ImagePlus } from "lucide-react";
import dynamic from "next/dynamic";
import Image from "next/image";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import {
  INVALID_IMAGE_TYPE,
  blogCheckTitle,
  firstBlogPostProblem,
  isAcceptedBlogImage,
  type BlogPostField,
  type BlogPostFormValues,
} from "@/lib/validation/blog-post";
import type { AdminBlogCategory, AdminPost } from "./types";

// Tiptap is loaded on this screen only, after the form, so the rest of the admin never downloads it.
const RichTextEditor = dynamic(() => import("./rich-text-editor").then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <Skeleton className="h-80 w-full" />,
});

const empty: BlogPostFormValues = { title: "", excerpt: "", content: "", author: "Admin", category_id: "", published: false };

/** The shared create and edit screen of a news post (`postId` set in edit mode). */
export function PostEditor({ postId }: { postId?: number }) {
  const editing = postId !== undefined;
  const router = useRouter();
  const queryClient = useQueryClient();
  const ids = { content: useId(), contentLabel: useId(), image: useId(), category: useId(), newCategory: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: BlogPostField; description: string } | null>(null);
  const invalidField = problem?.field ?? null;
  const clearProblem = (field: BlogPostField) => () => setProblem((p) => (p?.field === field ? null : p));

  const { control, register, handleSubmit, reset, setValue, setFocus } = useForm<BlogPostFormValues>({ defaultValues: empty });

  const validId = editing && Number.isInteger(postId) && postId! > 0;
  const post = useQuery({
    queryKey: queryKeys.admin.post(postId ?? 0),
    queryFn: () => apiFetch<AdminPost>(`/admin/blog-posts/${postId}`),
    enabled: validId,
  });
  const categories = useQuery({
    queryKey: [...queryKeys.blogCategories, "admin"],
    queryFn: () => apiFetch<AdminBlogCategory[]>("/admin/blog-categories"),
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

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function chooseFile(input: HTMLInputElement) {
    const chosen = input.files?.[0];
    if (!chosen) return;
    if (!isAcceptedBlogImage(chosen)) {
      toast.error(INVALID_IMAGE_TYPE.title, { description: INVALID_IMAGE_TYPE.description });
      input.value = "";
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
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
      return apiFetch<AdminPost>(editing ? `/admin/blog-posts/${postId}` : "/admin/blog-posts", { method: "POST", body: form });
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
      // The server runs the same ordered checks: show its first one as the form would have.
      const field = error instanceof ApiError && error.status === 422 ? Object.keys(error.errors ?? {})[0] : undefined;
      const title = field ? blogCheckTitle(field) : undefined;
      if (error instanceof ApiError && field && (title === error.message || error.message === INVALID_IMAGE_TYPE.title)) {
        const description = error.errors?.[field]?.[0] ?? "";
        toast.error(error.message, { description });
        setProblem({ field: field as BlogPostField, description });
        return;
      }
      toast.error("Error", { description: "Failed to save blog post. Please try again." });
    },
  });

  const onSubmit = handleSubmit((values) => {
    const first = firstBlogPostProblem(values, { creating: !editing, hasImage: !!file });
    if (first) {
      toast.error(first.title, { description: first.description });
      setProblem({ field: first.field, description: first.description });
      if (first.field === "title" || first.field === "excerpt" || first.field === "author") setFocus(first.field);
      else if (first.field === "image") document.getElementById(ids.image)?.focus();
      else if (first.field === "content") document.getElementById(ids.content)?.focus();
      return;
    }
    setProblem(null);
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

  const shownImage = preview ?? post.data?.image ?? null;
  const errorOf = (f: BlogPostField) => (problem?.field === f ? problem.description : null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 border-b border-border pb-6">
        <Link href="/admin/news" className={buttonClassName({ variant: "link", className: "w-fit text-sm" })}>
          <ArrowLeft aria-hidden="true" />
          Back to News
        </Link>
        <h1 className="font-display text-3xl md:text-4xl">{editing ? "Edit Post" : "Create New Post"}</h1>
      </div>

      <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="self-start">
          <CardContent className="flex flex-col gap-5 pt-5 md:pt-6">
            <FormField label="Title" required error={errorOf("title")}>
              <Input {...register("title", { onChange: clearProblem("title") })} maxLength={200} />
            </FormField>
            <FormField label="Excerpt" required hint="One or two sentences shown in lists." error={errorOf("excerpt")}>
              <Textarea rows={3} {...register("excerpt", { onChange: clearProblem("excerpt") })} maxLength={600} />
            </FormField>
            <div className="flex flex-col gap-2">
              <span id={ids.contentLabel} className="text-sm font-medium leading-none">
                Content
                <span aria-hidden="true" className="ml-0.5 text-accent">
                  *
                </span>
              </span>
              <Controller
                control={control}
                name="content"
                render={({ field }) => (
                  <RichTextEditor
                    id={ids.content}
                    labelledBy={ids.contentLabel}
                    value={field.value}
                    onChange={(html) => {
                      field.onChange(html);
                      clearProblem("content")();
                    }}
                    invalid={invalidField === "content"}
                    describedBy={problem?.field === "content" ? `${ids.content}-error` : undefined}
                  />
                )}
              />
              {problem?.field === "content" && (
                <p id={`${ids.content}-error`} role="alert" className="text-xs font-medium text-destructive">
                  {problem.description}
                </p>
              )}
            </div>
          </CardContent>
        </Card>

        <div className="flex flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-5 pt-5 md:pt-6">
              <div className="flex flex-col gap-2">
                <label htmlFor={ids.image} className="text-sm font-medium leading-none">
                  Featured image
                  {!editing && (
                    <span aria-hidden="true" className="ml-0.5 text-accent">
                      *
                    </span>
                  )}
                </label>
                <div className="relative aspect-[4/3] overflow-hidden rounded-sm border border-dashed border-border bg-muted">
                  {shownImage ? (
                    <Image src={shownImage} alt="Featured image preview" fill sizes="320px" className="object-cover" unoptimized={shownImage.startsWith("blob:")} />
                  ) : (
                    <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
                      <ImagePlus aria-hidden="true" className="size-6" />
                      <span className="text-xs">No image chosen</span>
                    </div>
                  )}
                </div>
                <Input
                  id={ids.image}
                  type="file"
                  accept=".jpeg,.jpg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp"
                  aria-invalid={invalidField === "image" || undefined}
                  aria-describedby={`${ids.image}-hint`}
                  onChange={(e) => chooseFile(e.target)}
                />
                <p id={`${ids.image}-hint`} className="text-xs text-muted-foreground">
                  JPEG, JPG, PNG, GIF or WebP.{editing ? " Leave empty to keep the current image." : ""}
                </p>
                {problem?.field === "image" && (
                  <p role="alert" className="text-xs font-medium text-destructive">
                    {problem.description}
                  </p>
                )}
              </div>

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

          <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
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

function CategoryField({
  control,
  categories,
  loading,
  selectError,
  selectId,
  newId,
  onAdded,
  onChosen,
}: {
  control: ReturnType<typeof useForm<BlogPostFormValues>>["control"];
  categories: AdminBlogCategory[];
  loading: boolean;
  selectError: string | null;
  selectId: string;
  newId: string;
  onAdded: (category: AdminBlogCategory) => void;
  onChosen: () => void;
}) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (value: string) => apiFetch<AdminBlogCategory>("/admin/blog-categories", { method: "POST", body: { name: value } }),
    onSuccess: (category) => {
      onAdded(category);
      setName("");
      toast.success("Category added", { description: `"${category.name}" is selected.` });
    },
    onError: (err) => setError(err instanceof ApiError ? err.joined : "Could not add the category."),
  });

  function addCategory() {
    const trimmed = name.trim();
    if (!trimmed) {
      setError("Please enter a category name");
      return;
    }
    if (categories.some((c) => c.name.toLowerCase() === trimmed.toLowerCase())) {
      setError("This category already exists.");
      return;
    }
    setError(null);
    add.mutate(trimmed);
  }

  return (
    <div className="flex flex-col gap-3">
      <Controller
        control={control}
        name="category_id"
        render={({ field }) => (
          <FormField label="Category" required id={selectId} error={selectError}>
            {(c) => (
              <Select
                value={field.value || undefined}
                onValueChange={(v) => {
                  field.onChange(v);
                  onChosen();
                }}
                disabled={loading}
              >
                <SelectTrigger {...c}>
                  <SelectValue placeholder={loading ? "Loading categories..." : "Select a category"} />
                </SelectTrigger>
                <SelectContent>
                  {categories.map((cat) => (
                    <SelectItem key={cat.id} value={String(cat.id)}>
                      {cat.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
      <FormField label="Add a new category" id={newId} error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  addCategory();
                }
              }}
              maxLength={60}
            />
            <Button variant="outline" onClick={addCategory} loading={add.isPending}>
              Add
            </Button>
          </div>
        )}
      </FormField>
    </div>
  );
}
