"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SortableList } from "@/components/ui/sortable-list";
import {
  SITE_SOCIAL_PLATFORMS as socialPlatforms,
  siteSocialPlatformLabels as platformLabels,
  type SiteSocialPlatform as SocialPlatform,
} from "@/lib/domain/social-platforms";
import { externalUrlSchema, MAX_SOCIAL_LINKS, type SettingsMap } from "@/lib/validation/settings";
import { SettingsFrame } from "./settings-frame";
import { newItemId, useSaveSetting } from "./use-save-setting";

type Link = SettingsMap["social-media"]["items"][number];


/** The footer's social links: add, reorder by drag (pointer or keyboard), remove, then Save Changes. */
export function SocialMediaSettings({ initial }: { initial: SettingsMap["social-media"] }) {
  const [items, setItems] = useState<Link[]>(initial.items);
  const [platform, setPlatform] = useState<SocialPlatform | "">("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<{ platform?: string; url?: string }>({});
  // A refused save's messages by link (the server says "items.2.url", by position), and the links that then show a
  // field to correct the URL in place; the field stays while the admin types, until the list is saved.
  const [linkErrors, setLinkErrors] = useState<Record<string, string>>({});
  const [fixing, setFixing] = useState<ReadonlySet<string>>(new Set());
  const save = useSaveSetting("social-media", {
    onSaved: () => {
      setLinkErrors({});
      setFixing(new Set());
    },
    onRefused: (problems) => {
      const found: Record<string, string> = {};
      items.forEach((link, i) => {
        const message = problems[`items.${i}.url`] ?? problems[`items.${i}.platform`];
        if (message) found[link.id] = message;
      });
      setLinkErrors(found);
      setFixing(new Set(Object.keys(found)));
    },
  });

  function add(e: React.FormEvent) {
    e.preventDefault();
    const checked = externalUrlSchema.safeParse(url);
    const problems = {
      platform: !platform ? "Choose a platform" : items.length >= MAX_SOCIAL_LINKS ? `At most ${MAX_SOCIAL_LINKS} links: remove one to add another.` : undefined,
      url: url.trim() ? (checked.success ? undefined : checked.error.issues[0].message) : "URL is required",
    };
    setErrors(problems);
    if (problems.platform || problems.url || !platform || !checked.success) {
      // A client check: SettingsFrame's report (through `save`) focuses the first field marked invalid.
      save.reportErrors([problems.platform, problems.url].filter(Boolean).length);
      return;
    }
    setItems((list) => [...list, { id: newItemId(platform, list), platform, url: checked.data }]);
    setPlatform("");
    setUrl("");
  }

  return (
    <SettingsFrame title="Social Media" description="The social links shown in the footer, in this order." save={save}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card className="self-start">
          <CardHeader>
            <CardTitle>Add Link</CardTitle>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={add} className="flex flex-col gap-4" aria-label="Add Link">
              <FormField label="Platform" required error={errors.platform ?? save.problemAt("items")}>
                <NativeSelect
                  value={platform}
                  onChange={(e) => {
                    setPlatform(e.target.value as SocialPlatform | "");
                    save.clearProblem("items");
                  }}
                >
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
            <h2 id="social-list" className="font-sans text-lg font-semibold">
              Links ({items.length})
            </h2>
            <p id="social-reorder-hint" className="text-xs text-muted-foreground">
              Drag a handle to reorder, or focus it and press Space, the arrow keys, then Space again.
            </p>
          </div>
          {items.length === 0 ? (
            <EmptyState title="No social links" titleAs="p" text="Add one with the form; the footer shows none until then." />
          ) : (
            <SortableList
              items={items}
              idOf={(l) => l.id}
              labelOf={(l) => platformLabels[l.platform]}
              onReorder={setItems}
              hintId="social-reorder-hint"
              itemClassName="flex items-center gap-3"
              itemTestId="social-link"
              renderItem={(item, { handle }) => (
                <>
                  {handle}
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{platformLabels[item.platform]}</p>
                    {fixing.has(item.id) ? (
                      <FormField label={`${platformLabels[item.platform]} URL`} hideLabel error={linkErrors[item.id]} className="mt-1">
                        <Input
                          type="url"
                          value={item.url}
                          onChange={(e) => {
                            setItems((list) => list.map((l) => (l.id === item.id ? { ...l, url: e.target.value } : l)));
                            setLinkErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([id]) => id !== item.id)));
                          }}
                        />
                      </FormField>
                    ) : (
                      <p className="truncate text-xs text-muted-foreground">{item.url}</p>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => setItems((list) => list.filter((l) => l.id !== item.id))}
                    aria-label={`Remove ${platformLabels[item.platform]}`}
                    className="text-destructive hover:bg-destructive/10"
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </>
              )}
            />
          )}
          <Button onClick={() => save.mutate({ items })} loading={save.isPending} className="self-start">
            Save Changes
          </Button>
        </section>
      </div>
    </SettingsFrame>
  );
}
