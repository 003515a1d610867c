"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { categoryFormSchema, MAX_CATEGORIES, type SettingsMap } from "@/lib/validation/settings";
import { SettingsFrame } from "./settings-frame";
import { newItemId, useSaveSetting } from "./use-save-setting";

type Category = SettingsMap["categories"]["items"][number];
type Fields = Omit<Category, "id">;

const blank: Fields = { name: "", description: "" };

/** Talent categories: add, edit and delete, each change saved at once. */
export function CategoriesSettings({ initial }: { initial: SettingsMap["categories"] }) {
  // The list as saved: each change is saved at once, so the list is the server's, and only the form is being edited.
  const [items, setItems] = useState<Category[]>(initial.items);
  const [editingId, setEditingId] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<Fields>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: blank,
    shouldFocusError: false,
  });
  const save = useSaveSetting("categories", { onSaved: (v) => setItems(v.items) });

  function resetForm() {
    setEditingId(null);
    reset(blank);
  }

  async function submit(category: Fields) {
    if (!editingId && items.length >= MAX_CATEGORIES) {
      setError("name", { message: `At most ${MAX_CATEGORIES} categories: remove one to add another.` });
      save.reportErrors(1);
      return;
    }
    const next = editingId
      ? items.map((c) => (c.id === editingId ? { ...c, ...category } : c))
      : [...items, { id: newItemId(category.name, items), ...category }];
    try {
      await save.mutateAsync({ items: next });
      resetForm();
    } catch {
      // The toast says what went wrong, a refused value's messages sit at the fields, and the form keeps the input.
    }
  }

  // The item the form writes, for the server's messages about it ("items.3.name").
  const itemIndex = editingId ? items.findIndex((c) => c.id === editingId) : items.length;
  const nameError = formState.errors.name?.message ?? save.problemAt(`items.${itemIndex}.name`) ?? save.problemAt("items");
  const descriptionError = formState.errors.description?.message ?? save.problemAt(`items.${itemIndex}.description`);

  function edit(category: Category) {
    setEditingId(category.id);
    reset({ name: category.name, description: category.description });
  }

  return (
    <SettingsFrame title="Categories" description="The talent categories and their descriptions." save={save}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Card className="self-start">
          <CardHeader>
            <CardTitle>{editingId ? "Edit Category" : "Add Category"}</CardTitle>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              onSubmit={handleSubmit(submit, (invalid) => save.reportErrors(countFieldErrors(invalid)))}
              className="flex flex-col gap-4"
              aria-label={editingId ? "Edit Category" : "Add Category"}
            >
              <FormField label="Name" required error={nameError}>
                <Input
                  {...register("name", {
                    onChange: () => {
                      save.clearProblem(`items.${itemIndex}.name`);
                      save.clearProblem("items");
                    },
                  })}
                  maxLength={60}
                />
              </FormField>
              <FormField label="Description" error={descriptionError}>
                <Textarea rows={3} {...register("description", { onChange: () => save.clearProblem(`items.${itemIndex}.description`) })} maxLength={500} />
              </FormField>
              <div className="flex gap-2">
                <Button type="submit" loading={save.isPending}>
                  {editingId ? "Save Changes" : "Add Category"}
                </Button>
                {editingId && (
                  <Button variant="outline" onClick={resetForm} disabled={save.isPending}>
                    Cancel
                  </Button>
                )}
              </div>
            </form>
          </CardContent>
        </Card>

        <section aria-labelledby="categories-list" className="flex flex-col gap-3">
          <h2 id="categories-list" className="font-sans text-lg font-semibold">
            Current Categories ({items.length})
          </h2>
          {items.length === 0 ? (
            <EmptyState title="No categories yet" titleAs="p" text="Add the first one with the form." />
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map((c) => (
                <li key={c.id} className="flex items-start justify-between gap-4 rounded-md border border-border bg-background p-4">
                  <div className="min-w-0">
                    <p className="font-medium">{c.name}</p>
                    {c.description && <p className="mt-1 text-sm text-muted-foreground">{c.description}</p>}
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button variant="ghost" size="sm" onClick={() => edit(c)} aria-label={`Edit ${c.name}`}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                    <ConfirmDialog
                      title="Delete this category?"
                      description={`“${c.name}” will be removed from the site.`}
                      confirmLabel="Delete"
                      busyLabel="Deleting..."
                      variant="destructive"
                      onConfirm={async () => {
                        await save.mutateAsync({ items: items.filter((x) => x.id !== c.id) });
                        if (editingId === c.id) resetForm();
                      }}
                      trigger={
                        <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" aria-label={`Delete ${c.name}`}>
                          <Trash2 aria-hidden="true" />
                          Delete
                        </Button>
                      }
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </SettingsFrame>
  );
}
