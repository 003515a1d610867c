"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import type { SettingsMap } from "@/lib/validation/settings";
import { ImageField } from "./image-field";
import { SettingsFrame } from "./settings-frame";
import { TextListEditor } from "./text-list-editor";
import { useSaveSetting } from "./use-save-setting";

type Member = SettingsMap["become-a-member"];

/** The apply page (/apply): main content, what we look for and the eligibility criteria. */
export function BecomeAMemberSettings({ initial }: { initial: Member }) {
  const [value, setValue] = useState<Member>(initial);
  const [uploading, setUploading] = useState(false);
  const [tab, setTab] = useState("main");
  // A refused save opens the tab of its first problem, so the focus lands on the field.
  const save = useSaveSetting("become-a-member", {
    onRefused: (problems) => {
      const first = Object.keys(problems)[0] ?? "";
      setTab(first.startsWith("whatWeLookFor") ? "look" : first.startsWith("eligibility") ? "eligibility" : "main");
    },
  });
  const setMain = (patch: Partial<Member["main"]>) => setValue((v) => ({ ...v, main: { ...v.main, ...patch } }));

  return (
    <SettingsFrame title="Become a Member" description="The apply page: its introduction, what the agency looks for and who can apply." save={save}>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="main">Main Content</TabsTrigger>
          <TabsTrigger value="look">What We Look For</TabsTrigger>
          <TabsTrigger value="eligibility">Eligibility Criteria</TabsTrigger>
        </TabsList>
        <TabsContent value="main">
          <Card className="max-w-3xl">
            <CardContent className="flex flex-col gap-5 pt-5 md:pt-6">
              <FormField label="Page title" required error={save.problemAt("main.title")}>
                <Input value={value.main.title} onChange={(e) => setMain({ title: e.target.value })} maxLength={120} />
              </FormField>
              <FormField label="Subtitle" error={save.problemAt("main.subtitle")}>
                <Textarea rows={3} value={value.main.subtitle} onChange={(e) => setMain({ subtitle: e.target.value })} maxLength={600} />
              </FormField>
              <ImageField
                label="Hero image"
                kind="member"
                allowUrl
                clearable
                value={value.main.image}
                onChange={(image) => setMain({ image })}
                error={save.problemAt("main.image")}
                onBusyChange={setUploading}
              />
              <div className="grid gap-5 md:grid-cols-2">
                <FormField label="Button text" required error={save.problemAt("main.buttonText")}>
                  <Input value={value.main.buttonText} onChange={(e) => setMain({ buttonText: e.target.value })} maxLength={40} />
                </FormField>
                <FormField label="Button subtext" error={save.problemAt("main.buttonSubtext")}>
                  <Input value={value.main.buttonSubtext} onChange={(e) => setMain({ buttonSubtext: e.target.value })} maxLength={200} />
                </FormField>
              </div>
            </CardContent>
          </Card>
        </TabsContent>
        {(["look", "eligibility"] as const).map((tab) => {
          const part = tab === "look" ? "whatWeLookFor" : "eligibility";
          return (
            <TabsContent key={tab} value={tab}>
              <Card className="max-w-3xl">
                <CardContent className="flex flex-col gap-5 pt-5 md:pt-6">
                  <FormField label="Section title" required error={save.problemAt(`${part}.title`)}>
                    <Input
                      value={value[part].title}
                      onChange={(e) => setValue((v) => ({ ...v, [part]: { ...v[part], title: e.target.value } }))}
                      maxLength={120}
                    />
                  </FormField>
                  <fieldset>
                    <legend className="mb-3 text-sm font-medium">Items</legend>
                    <TextListEditor
                      noun="Item"
                      items={value[part].items}
                      onChange={(items) => setValue((v) => ({ ...v, [part]: { ...v[part], items } }))}
                      problemAt={(i) => save.problemAt(`${part}.items.${i}`)}
                    />
                  </fieldset>
                </CardContent>
              </Card>
            </TabsContent>
          );
        })}
      </Tabs>
      <Button onClick={() => save.mutate(value)} loading={save.isPending} disabled={uploading} className="self-start">
        Update Become a Member Page
      </Button>
    </SettingsFrame>
  );
}
