"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import type { SettingsMap } from "@/lib/validation/settings";
import { SettingsFrame } from "./settings-frame";
import { useSaveSetting } from "./use-save-setting";

type Content = SettingsMap["content"];

const groupTitles: Record<string, string> = {
  home: "Home page",
  listing: "Talent listings",
  contact: "Contact page",
  blog: "Blog",
  footer: "Footer",
};

/** "home.talentsSubtitle" -> "Talents subtitle"; "listing.female.subtitle" -> "Female subtitle". */
function labelOf(key: string): string {
  const words = key
    .split(".")
    .slice(1)
    .join(" ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The short texts of the public pages (headings, subtitles, contact details), grouped by page. */
export function ContentSettings({ initial }: { initial: Content }) {
  const [value, setValue] = useState<Content>(initial);
  const save = useSaveSetting("content");
  const groups = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const key of Object.keys(initial)) {
      const group = key.split(".")[0];
      map.set(group, [...(map.get(group) ?? []), key]);
    }
    return [...map.entries()];
  }, [initial]);

  return (
    <SettingsFrame title="Page Text" description="Headings and short texts of the public pages. An empty text falls back to the page's default." save={save}>
      <div className="grid gap-6 lg:grid-cols-2">
        {groups.map(([group, keys]) => (
          <Card key={group}>
            <CardHeader>
              <CardTitle>{groupTitles[group] ?? group}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {keys.map((key) => (
                <FormField key={key} label={labelOf(key)} error={save.problemAt(key)}>
                  <Textarea rows={2} className="min-h-0" value={value[key] ?? ""} onChange={(e) => setValue((v) => ({ ...v, [key]: e.target.value }))} maxLength={1000} />
                </FormField>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
      <Button onClick={() => save.mutate(value)} loading={save.isPending} className="self-start">
        Save Changes
      </Button>
    </SettingsFrame>
  );
}
