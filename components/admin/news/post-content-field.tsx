"use client";

import dynamic from "next/dynamic";
import { Controller, type useForm } from "react-hook-form";
import { Skeleton } from "@/components/ui/skeleton";
import type { BlogPostFormValues } from "@/lib/validation/blog-post";

// Tiptap is loaded on this screen only, after the form, so the rest of the admin never downloads it.
const RichTextEditor = dynamic(() => import("./rich-text-editor").then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <Skeleton className="h-80 w-full" />,
});

/** The post's body: a labelled rich-text editor and its message. */
export function PostContentField({
  control,
  ids,
  problem,
  onEdited,
}: {
  control: ReturnType<typeof useForm<BlogPostFormValues>>["control"];
  ids: { content: string; contentLabel: string };
  problem: string | undefined;
  onEdited: () => void;
}) {
  return (
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
              onEdited();
            }}
            invalid={Boolean(problem)}
            describedBy={problem ? `${ids.content}-error` : undefined}
          />
        )}
      />
      {problem && (
        <p id={`${ids.content}-error`} role="alert" className="text-xs font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
