"use client";

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { externalUrlSchema, socialPlatforms, type SettingsMap, type SocialPlatform } from "@/lib/validation/settings";
import { cn } from "@/lib/utils";
import { SettingsFrame } from "./settings-frame";
import { newItemId, useSaveSetting } from "./use-save-setting";

type Link = SettingsMap["social-media"]["items"][number];

export const platformLabels: Record<SocialPlatform, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  twitter: "Twitter",
  facebook: "Facebook",
  youtube: "YouTube",
  linkedin: "LinkedIn",
};

/** The footer's social links: add, reorder by drag (pointer or keyboard), remove, then Save Changes. */
export function SocialMediaSettings({ initial }: { initial: SettingsMap["social-media"] }) {
  const [items, setItems] = useState<Link[]>(initial.items);
  const [platform, setPlatform] = useState<SocialPlatform | "">("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<{ platform?: string; url?: string }>({});
  const save = useSaveSetting("social-media");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function add(e: React.FormEvent) {
    e.preventDefault();
    const checked = externalUrlSchema.safeParse(url);
    const problems = {
      platform: platform ? undefined : "Choose a platform",
      url: url.trim() ? (checked.success ? undefined : checked.error.issues[0].message) : "URL is required",
    };
    setErrors(problems);
    if (problems.platform || problems.url || !platform || !checked.success) return;
    setItems((list) => [...list, { id: newItemId(platform, list), platform, url: checked.data }]);
    setPlatform("");
    setUrl("");
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setItems((list) => {
      const from = list.findIndex((l) => l.id === active.id);
      const to = list.findIndex((l) => l.id === over.id);
      return arrayMove(list, from, to);
    });
  }

  const labelOf = (id: string | number) => {
    const item = items.find((l) => l.id === id);
    return item ? platformLabels[item.platform] : "link";
  };

  return (
    <SettingsFrame title="Social Media" description="The social links shown in the footer, in this order.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card className="self-start">
          <CardHeader>
            <CardTitle>Add Link</CardTitle>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={add} className="flex flex-col gap-4" aria-label="Add Link">
              <FormField label="Platform" required error={errors.platform}>
                <NativeSelect value={platform} onChange={(e) => setPlatform(e.target.value as SocialPlatform | "")}>
                  <option value="">Select a platform</option>
                  {socialPlatforms.map((p) => (
                    <option key={p} value={p}>
                      {platformLabels[p]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="URL" required error={errors.url}>
                <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
              </FormField>
              <Button type="submit" variant="outline" className="self-start">
                Add Link
              </Button>
            </form>
          </CardContent>
        </Card>

        <section aria-labelledby="social-list" className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h2 id="social-list" className="font-display text-xl">
              Links ({items.length})
            </h2>
            <p id="social-reorder-hint" className="text-xs text-muted-foreground">
              Drag a handle to reorder, or focus it and press Space, the arrow keys, then Space again.
            </p>
          </div>
          {items.length === 0 ? (
            <EmptyState title="No social links" titleAs="p" text="Add one with the form; the footer shows none until then." />
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                announcements: {
                  onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
                  onDragOver: ({ active, over }) =>
                    over ? `${labelOf(active.id)} is over position ${items.findIndex((l) => l.id === over.id) + 1} of ${items.length}.` : undefined,
                  onDragEnd: ({ active, over }) =>
                    over ? `${labelOf(active.id)} dropped at position ${items.findIndex((l) => l.id === over.id) + 1}.` : `${labelOf(active.id)} dropped.`,
                  onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} cancelled.`,
                },
              }}
            >
              <SortableContext items={items.map((l) => l.id)} strategy={verticalListSortingStrategy}>
                <ul className="flex flex-col gap-2">
                  {items.map((item, index) => (
                    <SortableRow
                      key={item.id}
                      item={item}
                      position={index + 1}
                      onRemove={() => setItems((list) => list.filter((l) => l.id !== item.id))}
                    />
                  ))}
                </ul>
              </SortableContext>
            </DndContext>
          )}
          <Button onClick={() => save.mutate({ items })} loading={save.isPending} className="self-start">
            Save Changes
          </Button>
        </section>
      </div>
    </SettingsFrame>
  );
}

function SortableRow({ item, position, onRemove }: { item: Link; position: number; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const label = platformLabels[item.platform];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "flex items-center gap-3 rounded-md border border-border bg-background p-3",
        isDragging && "relative z-10 shadow-lg",
      )}
      data-testid="social-link"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${label} (position ${position})`}
        aria-describedby="social-reorder-hint"
        className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{label}</p>
        <p className="truncate text-xs text-muted-foreground">{item.url}</p>
      </div>
      <Button variant="ghost" size="icon-sm" onClick={onRemove} aria-label={`Remove ${label}`} className="text-destructive hover:bg-destructive/10">
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
