"use client";

import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type TextListEditorProps = {
  /** What one entry is called ("Item", "Paragraph"), for labels and buttons. */
  noun: string;
  items: string[];
  onChange: (items: string[]) => void;
  multiline?: boolean;
  maxItems?: number;
  /** A refused save's message for one entry (by its index), shown at that entry. */
  problemAt?: (index: number) => string | undefined;
};

/**
 * An editable list of texts: each entry can be changed or removed, and a new one is added only when it is not
 * blank after trimming (the Add button waits until then).
 */
export function TextListEditor({ noun, items, onChange, multiline, maxItems = 30, problemAt }: TextListEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const Field = multiline ? Textarea : Input;
  const canAdd = draft.trim().length > 0 && items.length < maxItems;

  function add() {
    if (!canAdd) return;
    onChange([...items, draft.trim()]);
    setDraft("");
  }

  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {noun.toLowerCase()}s yet.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {items.map((item, i) => (
            <li key={i} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-2.5 w-5 shrink-0 text-right text-xs text-muted-foreground tnum">
                {i + 1}.
              </span>
              <FormField label={`${noun} ${i + 1}`} hideLabel error={problemAt?.(i)} className="min-w-0 flex-1">
                <Field
                  value={item}
                  rows={multiline ? 4 : undefined}
                  onChange={(e: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) =>
                    onChange(items.map((x, j) => (j === i ? e.target.value : x)))
                  }
                />
              </FormField>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`}
                className="shrink-0 text-destructive hover:bg-destructive/10"
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-col gap-2 rounded-sm border border-dashed border-border p-3">
        <label htmlFor={`${id}-new`} className="text-xs font-medium">
          New {noun.toLowerCase()}
        </label>
        <div className={multiline ? "flex flex-col gap-2" : "flex gap-2"}>
          <Field
            id={`${id}-new`}
            value={draft}
            rows={multiline ? 3 : undefined}
            onChange={(e: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => setDraft(e.target.value)}
            onKeyDown={(e: React.KeyboardEvent) => {
              if (!multiline && e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="outline" onClick={add} disabled={!canAdd} className="shrink-0 self-start">
            <Plus aria-hidden="true" />
            Add {noun}
          </Button>
        </div>
      </div>
    </div>
  );
}
