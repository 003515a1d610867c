"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, type useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { createAdminBlogCategoryResponse } from "@/lib/api/responses/blog";
import { toast } from "@/lib/toast";
import type { BlogPostFormValues } from "@/lib/validation/blog-post";
import type { AdminBlogCategory } from "./types";

/** The post's category: a select of the existing ones, and a field that adds a new one and selects it. */
export function CategoryField({
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
    mutationFn: (value: string) => apiFetch<typeof createAdminBlogCategoryResponse>("/admin/blog-categories", { method: "POST", body: { name: value } }),
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
