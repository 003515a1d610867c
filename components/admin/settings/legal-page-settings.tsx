"use client";

import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { legalSectionTypes, type LegalPage, type LegalSection } from "@/lib/validation/settings";
import { SettingsFrame } from "./settings-frame";
import { TextListEditor } from "./text-list-editor";
import { newItemId, useSaveSetting } from "./use-save-setting";

type LegalKey = "cookie-policy" | "privacy-policy" | "terms-conditions";
type SectionType = LegalSection["type"];

const screens: Record<LegalKey, { title: string; update: string }> = {
  "terms-conditions": { title: "Terms & Conditions", update: "Update Terms & Conditions" },
  "cookie-policy": { title: "Cookie Policy", update: "Update Cookie Policy" },
  "privacy-policy": { title: "Privacy Policy", update: "Update Privacy Policy" },
};

const sectionTypeLabels: Record<SectionType, string> = {
  paragraph: "Paragraph",
  highlight: "Highlighted Box",
  cards: "Card Layout",
  contact: "Contact Section",
};

/** The shared editor of the three legal pages: page title and sections, and a tab to add a section. */
export function LegalPageSettings({ settingKey, initial }: { settingKey: LegalKey; initial: LegalPage }) {
  const screen = screens[settingKey];
  const [page, setPage] = useState<LegalPage>(initial);
  const [tab, setTab] = useState("content");
  // A refused save shows the page's content, where every field is, so the focus lands on the first problem.
  const save = useSaveSetting(settingKey, { onRefused: () => setTab("content") });
  const titleId = useId();

  const setSection = (index: number, next: LegalSection) =>
    setPage((p) => ({ ...p, sections: p.sections.map((s, i) => (i === index ? next : s)) }));

  return (
    <SettingsFrame title={screen.title} description={`The sections of the public ${screen.title.toLowerCase()} page.`} save={save}>
      <Tabs value={tab} onValueChange={setTab}>
        {/* The update button stays in reach on these long pages. */}
        <div className="sticky top-14 z-20 -mx-4 flex flex-wrap items-end justify-between gap-4 bg-muted/95 px-4 pt-2 backdrop-blur md:-mx-8 md:px-8 lg:top-0">
          <TabsList>
            <TabsTrigger value="content">Page Content</TabsTrigger>
            <TabsTrigger value="add">Add Section</TabsTrigger>
          </TabsList>
          <Button onClick={() => save.mutate(page)} loading={save.isPending}>
            {screen.update}
          </Button>
        </div>

        <TabsContent value="content" className="flex flex-col gap-6">
          <Card>
            <CardContent className="pt-5 md:pt-6">
              <FormField label="Page title" required id={titleId} error={save.problemAt("pageTitle")}>
                <Input value={page.pageTitle} onChange={(e) => setPage((p) => ({ ...p, pageTitle: e.target.value }))} maxLength={120} />
              </FormField>
            </CardContent>
          </Card>
          <section aria-labelledby={`${titleId}-sections`} className="flex flex-col gap-4">
            <h2 id={`${titleId}-sections`} className="font-sans text-lg font-semibold">
              Content Sections ({page.sections.length})
            </h2>
            {page.sections.map((section, index) => (
              <SectionEditor
                key={section.id}
                index={index}
                section={section}
                problemAt={(field) => save.problemAt(`sections.${index}.${field}`)}
                onChange={(next) => setSection(index, next)}
                onRemove={() => setPage((p) => ({ ...p, sections: p.sections.filter((_, i) => i !== index) }))}
              />
            ))}
          </section>
        </TabsContent>

        <TabsContent value="add">
          <AddSection
            onAdd={(section) => {
              setPage((p) => ({ ...p, sections: [...p.sections, { ...section, id: newItemId(section.title, p.sections) }] }));
            }}
          />
        </TabsContent>
      </Tabs>
    </SettingsFrame>
  );
}

function SectionEditor({
  index,
  section,
  problemAt,
  onChange,
  onRemove,
}: {
  index: number;
  section: LegalSection;
  /** A refused save's message for one of this section's fields ("title", "items.2", "cards.0.content"). */
  problemAt: (field: string) => string | undefined;
  onChange: (s: LegalSection) => void;
  onRemove: () => void;
}) {
  const headingId = useId();
  const label = section.title.trim() || `Section ${index + 1}`;
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
          <FormField label="Section title" required error={problemAt("title")}>
            <Input value={section.title} onChange={(e) => onChange({ ...section, title: e.target.value })} maxLength={200} />
          </FormField>
          <FormField label="Section type">
            <NativeSelect value={section.type} onChange={(e) => onChange({ ...section, type: e.target.value as SectionType })}>
              {legalSectionTypes.map((t) => (
                <option key={t} value={t}>
                  {sectionTypeLabels[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField label="Content" required error={problemAt("content")}>
          <Textarea rows={4} value={section.content} onChange={(e) => onChange({ ...section, content: e.target.value })} />
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">List items</legend>
          <TextListEditor
            noun="Item"
            items={section.items ?? []}
            onChange={(items) => onChange({ ...section, items: items.length ? items : undefined })}
            maxItems={50}
            problemAt={(i) => problemAt(`items.${i}`)}
          />
        </fieldset>
        {section.type === "cards" && <CardsEditor section={section} onChange={onChange} problemAt={problemAt} />}
      </CardContent>
    </Card>
  );
}

function CardsEditor({ section, onChange, problemAt }: { section: LegalSection; onChange: (s: LegalSection) => void; problemAt: (field: string) => string | undefined }) {
  const cards = section.cards ?? [];
  const set = (next: typeof cards) => onChange({ ...section, cards: next.length ? next : undefined });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Cards</legend>
      {cards.map((card, i) => (
        <div key={i} className="grid gap-2 rounded-sm border border-border p-3 md:grid-cols-[14rem_minmax(0,1fr)_auto]">
          <FormField label={`Card ${i + 1} title`} hideLabel error={problemAt(`cards.${i}.title`)}>
            <Input value={card.title} onChange={(e) => set(cards.map((c, j) => (j === i ? { ...c, title: e.target.value } : c)))} />
          </FormField>
          <FormField label={`Card ${i + 1} content`} hideLabel error={problemAt(`cards.${i}.content`)}>
            <Textarea
              rows={2}
              className="min-h-0"
              value={card.content}
              onChange={(e) => set(cards.map((c, j) => (j === i ? { ...c, content: e.target.value } : c)))}
            />
          </FormField>
          <Button variant="ghost" size="icon" aria-label={`Remove card ${i + 1}`} className="text-destructive hover:bg-destructive/10" onClick={() => set(cards.filter((_, j) => j !== i))}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" className="self-start" onClick={() => set([...cards, { title: "New card", content: "Card text" }])} disabled={cards.length >= 12}>
        <Plus aria-hidden="true" />
        Add Card
      </Button>
    </fieldset>
  );
}

function AddSection({ onAdd }: { onAdd: (s: Omit<LegalSection, "id">) => void }) {
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [type, setType] = useState<SectionType>("paragraph");
  const [added, setAdded] = useState<string | null>(null);
  const ready = title.trim().length > 0 && content.trim().length > 0;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!ready) return;
    onAdd({ title: title.trim(), content: content.trim(), type });
    setAdded(title.trim());
    setTitle("");
    setContent("");
    setType("paragraph");
  }

  return (
    <Card className="max-w-2xl">
      <CardContent className="pt-5 md:pt-6">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Add Section">
          <FormField label="Section title" required>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </FormField>
          <FormField label="Content" required>
            <Textarea rows={5} value={content} onChange={(e) => setContent(e.target.value)} />
          </FormField>
          <FormField label="Section type">
            <NativeSelect value={type} onChange={(e) => setType(e.target.value as SectionType)}>
              {legalSectionTypes.map((t) => (
                <option key={t} value={t}>
                  {sectionTypeLabels[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!ready}>
              <Plus aria-hidden="true" />
              Add Section
            </Button>
            <p role="status" className="text-sm text-muted-foreground">
              {added ? `“${added}” added. Update the page to publish it.` : ready ? "" : "A section needs a title and content."}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
