"use client";

import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { legalSectionTypes, type LegalPage, type LegalSection } from "@/lib/validation/settings";
import { TextListEditor } from "./text-list-editor";

const sectionTypeLabels: Record<LegalSection["type"], string> = {
  paragraph: "Paragraph",
  highlight: "Highlighted Box",
  cards: "Card Layout",
  contact: "Contact Section",
};

/** The choices of a section's type, for a native select. */
export function SectionTypeOptions() {
  return legalSectionTypes.map((t) => (
    <option key={t} value={t}>
      {sectionTypeLabels[t]}
    </option>
  ));
}

/**
 * One section of a legal page (`sections.{index}` of the page's form): title, type, content, list items and, for the
 * card layout, its cards. The messages are the form's, the schema's or a refused save's.
 */
export function SectionEditor({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register, control, formState } = useFormContext<LegalPage>();
  const [title, type] = useWatch({ control, name: [`sections.${index}.title`, `sections.${index}.type`] });
  const problems = formState.errors.sections?.[index];
  const headingId = useId();
  const label = title.trim() || `Section ${index + 1}`;
  return (
    <Card role="group" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h3" id={headingId} className="text-lg">
          {index + 1}. {label}
        </CardTitle>
        <div data-slot="card-action" className="col-start-2 row-span-2 row-start-1 self-start justify-self-end">
          <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" onClick={onRemove} aria-label={`Remove section ${label}`}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem]">
          <FormField label="Section title" required error={problems?.title?.message}>
            <Input {...register(`sections.${index}.title`)} maxLength={200} />
          </FormField>
          <FormField label="Section type">
            <NativeSelect {...register(`sections.${index}.type`)}>
              <SectionTypeOptions />
            </NativeSelect>
          </FormField>
        </div>
        <FormField label="Content" required error={problems?.content?.message}>
          <Textarea rows={4} {...register(`sections.${index}.content`)} />
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">List items</legend>
          <Controller
            control={control}
            name={`sections.${index}.items`}
            render={({ field }) => (
              <TextListEditor noun="Item" items={field.value ?? []} onChange={field.onChange} maxItems={50} problemAt={(i) => problems?.items?.[i]?.message} />
            )}
          />
        </fieldset>
        {type === "cards" && <CardsEditor index={index} />}
      </CardContent>
    </Card>
  );
}

function CardsEditor({ index }: { index: number }) {
  const { register, control, formState } = useFormContext<LegalPage>();
  const cards = useFieldArray({ control, name: `sections.${index}.cards` });
  const problems = formState.errors.sections?.[index]?.cards;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Cards</legend>
      {cards.fields.map((card, i) => (
        <div key={card.id} className="grid gap-2 rounded-sm border border-border p-3 md:grid-cols-[14rem_minmax(0,1fr)_auto]">
          <FormField label={`Card ${i + 1} title`} hideLabel error={problems?.[i]?.title?.message}>
            <Input {...register(`sections.${index}.cards.${i}.title`)} />
          </FormField>
          <FormField label={`Card ${i + 1} content`} hideLabel error={problems?.[i]?.content?.message}>
            <Textarea rows={2} className="min-h-0" {...register(`sections.${index}.cards.${i}.content`)} />
          </FormField>
          <Button variant="ghost" size="icon" aria-label={`Remove card ${i + 1}`} className="text-destructive hover:bg-destructive/10" onClick={() => cards.remove(i)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" className="self-start" onClick={() => cards.append({ title: "New card", content: "Card text" })} disabled={cards.fields.length >= 12}>
        <Plus aria-hidden="true" />
        Add Card
      </Button>
    </fieldset>
  );
}
