"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { FormProvider, useFieldArray, useForm, useWatch, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { countErrorMessages, countFieldErrors } from "@/lib/forms/error-focus";
import { legalSectionFormSchema, settingsSchemas, type LegalPage, type LegalSection } from "@/lib/validation/settings";
import { SectionEditor, SectionTypeOptions } from "./legal-section-editor";
import { SettingsFrame } from "./settings-frame";
import { newItemId, useSaveSetting } from "./use-save-setting";

type LegalKey = "cookie-policy" | "privacy-policy" | "terms-conditions";
type NewSection = Pick<LegalSection, "title" | "content" | "type">;

const screens: Record<LegalKey, { title: string; update: string }> = {
  "terms-conditions": { title: "Terms & Conditions", update: "Update Terms & Conditions" },
  "cookie-policy": { title: "Cookie Policy", update: "Update Cookie Policy" },
  "privacy-policy": { title: "Privacy Policy", update: "Update Privacy Policy" },
};

/** The page as saved: a section without list items or cards has none, rather than an empty list. */
const withoutEmptyLists = (page: LegalPage): LegalPage => ({
  ...page,
  sections: page.sections.map(({ items, cards, ...section }) => ({
    ...section,
    ...(items?.length ? { items } : {}),
    ...(cards?.length ? { cards } : {}),
  })),
});

/** The shared editor of the three legal pages: page title and sections, and a tab to add a section. */
export function LegalPageSettings({ settingKey, initial }: { settingKey: LegalKey; initial: LegalPage }) {
  const screen = screens[settingKey];
  const [tab, setTab] = useState("content");
  const form = useForm<LegalPage>({ resolver: zodResolver(settingsSchemas[settingKey]), defaultValues: initial, shouldFocusError: false });
  const sections = useFieldArray({ control: form.control, name: "sections" });
  const save = useSaveSetting(settingKey, {
    // A refused save shows the page's content, where every field is, with each message at its field ("sections.2.title").
    onRefused: (problems) => {
      setTab("content");
      for (const [path, message] of Object.entries(problems)) form.setError(path as Path<LegalPage>, { message });
    },
  });
  const titleId = useId();

  const update = form.handleSubmit(
    (page) => save.mutate(withoutEmptyLists(page)),
    // The content tab holds every field: it opens, then the report focuses the first field in error.
    (invalid) => {
      setTab("content");
      save.reportErrors(countErrorMessages(invalid));
    },
  );

  return (
    <SettingsFrame title={screen.title} description={`The sections of the public ${screen.title.toLowerCase()} page.`} save={save}>
      <FormProvider {...form}>
        <Tabs value={tab} onValueChange={setTab}>
          {/* The update button stays in reach on these long pages. */}
          <div className="sticky top-14 z-20 -mx-4 flex flex-wrap items-end justify-between gap-4 bg-muted/95 px-4 pt-2 backdrop-blur md:-mx-8 md:px-8 lg:top-0">
            <TabsList>
              <TabsTrigger value="content">Page Content</TabsTrigger>
              <TabsTrigger value="add">Add Section</TabsTrigger>
            </TabsList>
            <Button onClick={update} loading={save.isPending}>
              {screen.update}
            </Button>
          </div>

          <TabsContent value="content" className="flex flex-col gap-6">
            <Card>
              <CardContent className="pt-5 md:pt-6">
                <FormField label="Page title" required id={titleId} error={form.formState.errors.pageTitle?.message}>
                  <Input {...form.register("pageTitle")} maxLength={120} />
                </FormField>
              </CardContent>
            </Card>
            <section aria-labelledby={`${titleId}-sections`} className="flex flex-col gap-4">
              <h2 id={`${titleId}-sections`} className="font-sans text-lg font-semibold">
                Content Sections ({sections.fields.length})
              </h2>
              {sections.fields.map((section, index) => (
                <SectionEditor key={section.id} index={index} onRemove={() => sections.remove(index)} />
              ))}
            </section>
          </TabsContent>

          <TabsContent value="add">
            <AddSection onAdd={(section) => sections.append({ ...section, id: newItemId(section.title, form.getValues("sections")) })} />
          </TabsContent>
        </Tabs>
      </FormProvider>
    </SettingsFrame>
  );
}

const blankSection: NewSection = { title: "", content: "", type: "paragraph" };

function AddSection({ onAdd }: { onAdd: (s: NewSection) => void }) {
  const { register, control, handleSubmit, reset, formState } = useForm<NewSection>({
    resolver: zodResolver(legalSectionFormSchema),
    defaultValues: blankSection,
    shouldFocusError: false,
  });
  const [title, content] = useWatch({ control, name: ["title", "content"] });
  const [added, setAdded] = useState<string | null>(null);
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const ready = title.trim().length > 0 && content.trim().length > 0;

  const submit = handleSubmit(
    (section) => {
      onAdd(section);
      setAdded(section.title);
      clearReport();
      reset(blankSection);
    },
    (invalid) => reportErrors(countFieldErrors(invalid)),
  );

  return (
    <Card className="max-w-2xl">
      <CardContent className="pt-5 md:pt-6">
        <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Add Section">
          <FormErrorAnnouncer report={report} />
          <FormField label="Section title" required error={formState.errors.title?.message}>
            <Input {...register("title")} maxLength={200} />
          </FormField>
          <FormField label="Content" required error={formState.errors.content?.message}>
            <Textarea rows={5} {...register("content")} />
          </FormField>
          <FormField label="Section type" error={formState.errors.type?.message}>
            <NativeSelect {...register("type")}>
              <SectionTypeOptions />
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
