"use client";

import { Plus, Trash2 } from "lucide-react";
import Image from "next/image";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { ImageFilePicker } from "@/components/ui/image-file-picker";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { NOT_AN_IMAGE, PHOTO_FORMATS } from "@/lib/domain/image-formats";
import type { SettingsMap } from "@/lib/validation/settings";
import { errorMessage } from "./feedback";
import { ImageField } from "./image-field";
import { SettingsFrame } from "./settings-frame";
import { TextListEditor } from "./text-list-editor";
import { uploadImage } from "./upload";
import { newItemId, useSaveSetting } from "./use-save-setting";

type About = SettingsMap["about-us"];
type Part<K extends keyof About> = About[K];

/** The about page (/about): five tabs, saved together with 'Update About Us Content'. */
export function AboutUsSettings({ initial }: { initial: About }) {
  const [value, setValue] = useState<About>(initial);
  const [uploading, setUploading] = useState(false);
  const [tab, setTab] = useState("hero");
  // A refused save opens the tab of its first problem ("mission.content" -> Mission), so the focus lands on it.
  const save = useSaveSetting("about-us", { onRefused: (problems) => setTab(Object.keys(problems)[0]?.split(".")[0] || "hero") });
  const patch = <K extends keyof About>(key: K, next: Partial<Part<K>>) => setValue((v) => ({ ...v, [key]: { ...v[key], ...next } }));

  return (
    <SettingsFrame title="About Us" description="The about page: its hero, story, values, mission and partners." save={save}>
      <Tabs value={tab} onValueChange={setTab}>
        {/* Five tabs do not fit a phone's width: they wrap to a second row instead of scrolling out of sight ("Pa..."). */}
        <TabsList className="flex-wrap gap-x-5 gap-y-0 overflow-visible">
          <TabsTrigger value="hero">Hero Section</TabsTrigger>
          <TabsTrigger value="story">Our Story</TabsTrigger>
          <TabsTrigger value="values">Values</TabsTrigger>
          <TabsTrigger value="mission">Mission</TabsTrigger>
          <TabsTrigger value="partners">Partners</TabsTrigger>
        </TabsList>

        <TabsContent value="hero">
          <Panel>
            <FormField label="Main title" required error={save.problemAt("hero.title")}>
              <Input value={value.hero.title} onChange={(e) => patch("hero", { title: e.target.value })} maxLength={120} />
            </FormField>
            <FormField label="Highlighted word" hint="Shown after the title in the accent style." error={save.problemAt("hero.titleHighlight")}>
              <Input value={value.hero.titleHighlight} onChange={(e) => patch("hero", { titleHighlight: e.target.value })} maxLength={60} />
            </FormField>
            <FormField label="Subtitle" error={save.problemAt("hero.subtitle")}>
              <Textarea rows={4} value={value.hero.subtitle} onChange={(e) => patch("hero", { subtitle: e.target.value })} maxLength={1000} />
            </FormField>
          </Panel>
        </TabsContent>

        <TabsContent value="story">
          <Panel>
            <FormField label="Section title" required error={save.problemAt("story.title")}>
              <Input value={value.story.title} onChange={(e) => patch("story", { title: e.target.value })} maxLength={120} />
            </FormField>
            <ImageField
              label="Story image"
              kind="about"
              allowUrl
              clearable
              value={value.story.image}
              onChange={(image) => patch("story", { image })}
              error={save.problemAt("story.image")}
              onBusyChange={setUploading}
            />
            <fieldset>
              <legend className="mb-3 text-sm font-medium">Paragraphs</legend>
              <TextListEditor
                noun="Paragraph"
                multiline
                maxItems={20}
                items={value.story.paragraphs}
                onChange={(paragraphs) => patch("story", { paragraphs })}
                problemAt={(i) => save.problemAt(`story.paragraphs.${i}`)}
              />
            </fieldset>
          </Panel>
        </TabsContent>

        <TabsContent value="values">
          <Panel>
            <FormField label="Section title" required error={save.problemAt("values.title")}>
              <Input value={value.values.title} onChange={(e) => patch("values", { title: e.target.value })} maxLength={120} />
            </FormField>
            <FormField label="Subtitle" error={save.problemAt("values.subtitle")}>
              <Input value={value.values.subtitle} onChange={(e) => patch("values", { subtitle: e.target.value })} maxLength={500} />
            </FormField>
            <ValuesEditor items={value.values.items} onChange={(items) => patch("values", { items })} problemAt={(i, field) => save.problemAt(`values.items.${i}.${field}`)} />
          </Panel>
        </TabsContent>

        <TabsContent value="mission">
          <Panel>
            <FormField label="Section title" required error={save.problemAt("mission.title")}>
              <Input value={value.mission.title} onChange={(e) => patch("mission", { title: e.target.value })} maxLength={120} />
            </FormField>
            <FormField label="Mission statement" required error={save.problemAt("mission.content")}>
              <Textarea rows={5} value={value.mission.content} onChange={(e) => patch("mission", { content: e.target.value })} maxLength={3000} />
            </FormField>
          </Panel>
        </TabsContent>

        <TabsContent value="partners">
          <Panel wide>
            <FormField label="Section title" required error={save.problemAt("partners.title")}>
              <Input value={value.partners.title} onChange={(e) => patch("partners", { title: e.target.value })} maxLength={120} />
            </FormField>
            <FormField label="Subtitle" error={save.problemAt("partners.subtitle")}>
              <Input value={value.partners.subtitle} onChange={(e) => patch("partners", { subtitle: e.target.value })} maxLength={500} />
            </FormField>
            <PartnersEditor items={value.partners.items} onChange={(items) => patch("partners", { items })} onBusyChange={setUploading} />
          </Panel>
        </TabsContent>
      </Tabs>
      <div className="flex justify-center">
        <Button size="lg" onClick={() => save.mutate(value)} loading={save.isPending} disabled={uploading}>
          Update About Us Content
        </Button>
      </div>
    </SettingsFrame>
  );
}

function Panel({ children, wide }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <Card className={wide ? undefined : "max-w-3xl"}>
      <CardContent className="flex flex-col gap-5 pt-5 md:pt-6">{children}</CardContent>
    </Card>
  );
}

type Value = About["values"]["items"][number];

function ValuesEditor({
  items,
  onChange,
  problemAt,
}: {
  items: Value[];
  onChange: (items: Value[]) => void;
  /** A refused save's message for one value's title or description. */
  problemAt: (index: number, field: "title" | "description") => string | undefined;
}) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const ready = title.trim().length > 0 && description.trim().length > 0 && items.length < 12;
  const set = (i: number, next: Partial<Value>) => onChange(items.map((v, j) => (j === i ? { ...v, ...next } : v)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">Values ({items.length})</legend>
      {items.map((v, i) => (
        <div key={i} className="grid gap-2 rounded-sm border border-border p-3 md:grid-cols-[12rem_minmax(0,1fr)_auto]">
          <FormField label={`Value ${i + 1} title`} hideLabel error={problemAt(i, "title")}>
            <Input value={v.title} onChange={(e) => set(i, { title: e.target.value })} maxLength={80} />
          </FormField>
          <FormField label={`Value ${i + 1} description`} hideLabel error={problemAt(i, "description")}>
            <Textarea rows={2} className="min-h-0" value={v.description} onChange={(e) => set(i, { description: e.target.value })} maxLength={600} />
          </FormField>
          <Button variant="ghost" size="icon" aria-label={`Remove value ${v.title || i + 1}`} className="text-destructive hover:bg-destructive/10" onClick={() => onChange(items.filter((_, j) => j !== i))}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div className="grid gap-2 rounded-sm border border-dashed border-border p-3 md:grid-cols-[12rem_minmax(0,1fr)_auto]">
        <Input aria-label="New value title" placeholder="Title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={80} />
        <Textarea aria-label="New value description" placeholder="Description" rows={2} className="min-h-0" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={600} />
        <Button
          variant="outline"
          disabled={!ready}
          onClick={() => {
            onChange([...items, { title: title.trim(), description: description.trim() }]);
            setTitle("");
            setDescription("");
          }}
        >
          <Plus aria-hidden="true" />
          Add Value
        </Button>
      </div>
    </fieldset>
  );
}

type Partner = About["partners"]["items"][number];

/** A partner logo: any image the storage takes (spec: "accepting any image type"), checked by its bytes. */
const partnerLogoRules = { formats: PHOTO_FORMATS, typeMessage: NOT_AN_IMAGE };

function PartnersEditor({ items, onChange, onBusyChange }: { items: Partner[]; onChange: (items: Partner[]) => void; onBusyChange: (b: boolean) => void }) {
  const fileId = useId();
  const [name, setName] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const ready = name.trim().length > 0 && !!file && items.length < 40;

  async function add() {
    if (!ready || !file) return;
    setBusy(true);
    onBusyChange(true);
    try {
      const uploaded = await uploadImage(file, "partner");
      onChange([...items, { id: newItemId(name.trim(), items), name: name.trim(), logoUrl: uploaded.url }]);
      setName("");
      setFile(null);
    } catch (error) {
      const message = errorMessage(error, "Failed to upload image");
      setLogoError(message);
      toast.error("Error", { description: message });
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3 rounded-sm border border-dashed border-border p-4">
        <legend className="px-1 text-sm font-medium">Add New Partner</legend>
        <div className="grid gap-3 md:grid-cols-2">
          <FormField label="Partner name">
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
          </FormField>
          <ImageFilePicker
            label="Logo"
            shape="wide"
            previewClassName="aspect-[3/1] w-full rounded-sm bg-background"
            file={file}
            rules={partnerLogoRules}
            error={logoError}
            hint="Any image file: JPG, PNG, GIF or WebP."
            disabled={busy}
            onChange={(chosen, problem) => {
              setFile(chosen);
              setLogoError(problem);
            }}
          />
        </div>
        <Button variant="outline" className="self-start" disabled={!ready} loading={busy} onClick={add}>
          <Plus aria-hidden="true" />
          Add Partner
        </Button>
      </fieldset>

      <section aria-labelledby={`${fileId}-current`} className="flex flex-col gap-3">
        <h3 id={`${fileId}-current`} className="font-sans text-sm font-medium">
          Current Partners ({items.length})
        </h3>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No partners yet.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {items.map((p) => (
              <li key={p.id} className="group relative flex h-24 items-center justify-center rounded-md border border-border bg-background p-3">
                {p.logoUrl ? (
                  <div className="relative size-full">
                    <Image src={p.logoUrl} alt={p.name} fill sizes="200px" className="object-contain" unoptimized={p.logoUrl.endsWith(".svg") || /^https?:/.test(p.logoUrl)} />
                  </div>
                ) : (
                  <span className="text-center text-sm font-medium">{p.name}</span>
                )}
                <Button
                  variant="destructive"
                  size="icon-sm"
                  aria-label={`Remove ${p.name}`}
                  className="absolute top-1.5 right-1.5 opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
                  onClick={() => onChange(items.filter((x) => x.id !== p.id))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
