"use client";

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface SortableListProps<T> {
  items: T[];
  idOf: (item: T) => UniqueIdentifier;
  /** What a screen reader hears for an item ("Instagram", "Ava Stone"). */
  labelOf: (item: T) => string;
  /** The new order, and the move that made it (for react-hook-form's `move(from, to)`). */
  onReorder: (items: T[], move: { from: number; to: number }) => void;
  /** The id of the visible hint that tells keyboard users how to move an item. */
  hintId: string;
  /** One row's content; `handle` is the drag handle to place in it. */
  renderItem: (item: T, ctx: { handle: ReactNode; position: number }) => ReactNode;
  className?: string;
  itemClassName?: string;
  itemTestId?: string;
  /** `grid` when `className` lays the items out in rows and columns (a photo grid): items then move in two dimensions. */
  layout?: "list" | "grid";
  /** The list's accessible name. */
  label?: string;
}

/**
 * A vertical list reordered by dragging a handle with the pointer or, focused, with Space, the arrow keys and Space
 * again; each move is announced. The social-links settings, the package editor and the talent's portfolio use it.
 */
export function SortableList<T>({ items, idOf, labelOf, onReorder, hintId, renderItem, className, itemClassName, itemTestId, layout = "list", label }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => idOf(item) === id);
  const nameOf = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item ? labelOf(item) : "item";
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    onReorder(arrayMove(items, from, to), { from, to });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1} of ${items.length}.` : undefined),
          onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${indexOf(over.id) + 1}.` : `${nameOf(active.id)} dropped.`),
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled.`,
        },
      }}
    >
      <SortableContext items={items.map(idOf)} strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}>
        <ul className={cn(layout === "list" && "flex flex-col gap-2", className)} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow key={idOf(item)} id={idOf(item)} label={labelOf(item)} position={index + 1} hintId={hintId} className={itemClassName} testId={itemTestId}>
              {(handle) => renderItem(item, { handle, position: index + 1 })}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  position,
  hintId,
  className,
  testId,
  children,
}: {
  id: UniqueIdentifier;
  label: string;
  position: number;
  hintId: string;
  className?: string;
  testId?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${label} (position ${position})`}
      aria-describedby={hintId}
      className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("rounded-md border border-border bg-background p-3", isDragging && "relative z-10 shadow-lg", className)}
      data-testid={testId}
    >
      {children(handle)}
    </li>
  );
}
