"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SortableList } from "@/components/ui/sortable-list";
import { countErrorMessages, countFieldErrors } from "@/lib/forms/error-focus";
import {
  SITE_SOCIAL_PLATFORMS as socialPlatforms,
  siteSocialPlatformLabels as platformLabels,
} from "@/lib/domain/social-platforms";
import { MAX_SOCIAL_LINKS, settingsSchemas, socialLinkFormSchema, type SettingsMap } from "@/lib/validation/settings";
import { SettingsFrame } from "./settings-frame";
import { newItemId, useSaveSetting } from "./use-save-setting";

type Social = SettingsMap["social-media"];

/** The footer's social links: add, reorder by drag (pointer or keyboard), remove, then Save Changes. */
export function SocialMediaSettings({ initial }: { initial: Social }) {
  // The list being edited, saved as a whole by Save Changes.
  const list = useForm<Social>({ resolver: zodResolver(settingsSchemas["social-media"]), defaultValues: initial, shouldFocusError: false });
  const { fields, append, remove, move } = useFieldArray({ control: list.control, name: "items" });
  // The new link's form.
  const link = useForm({ resolver: zodResolver(socialLinkFormSchema), defaultValues: { platform: "", url: "" }, shouldFocusError: false });
  // The links (by their row's key) that show a field to correct the URL in place after a refused save; the field
  // stays while the admin types, until the list is saved.
  const [fixing, setFixing] = useState<ReadonlySet<string>>(new Set());
  const save = useSaveSetting("social-media", {
    onSaved: (saved) => {
      list.reset(saved);
      setFixing(new Set());
    },
    // The server names a link by its position ("items.2.url"): its message goes to that row's URL field.
    onRefused: (problems) => {
      const rows = fields.filter((_, i) => problems[`items.${i}.url`] ?? problems[`items.${i}.platform`]);
      fields.forEach((_, i) => {
        const message = problems[`items.${i}.url`] ?? problems[`items.${i}.platform`];
        if (message) list.setError(`items.${i}.url`, { message });
      });
      setFixing(new Set(rows.map((row) => row.id)));
    },
  });
  const linkErrors = list.formState.errors.items;

  const add = link.handleSubmit(
    ({ platform, url }) => {
      if (fields.length >= MAX_SOCIAL_LINKS) {
        link.setError("platform", { message: `At most ${MAX_SOCIAL_LINKS} links: remove one to add another.` });
        save.reportErrors(1);
        return;
      }
      append({ id: newItemId(platform, list.getValues("items")), platform, url });
      link.reset();
    },
    // A client check: SettingsFrame's report (through `save`) focuses the first field marked invalid.
    (invalid) => save.reportErrors(countFieldErrors(invalid)),
  );

  const saveList = list.handleSubmit(
    (value) => save.mutate(value),
    (invalid) => {
      setFixing(new Set(fields.filter((_, i) => invalid.items?.[i]).map((row) => row.id)));
      save.reportErrors(countErrorMessages(invalid));
    },
  );

  return (
    <SettingsFrame title="Social Media" description="The social links shown in the footer, in this order." save={save}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card className="self-start">
          <CardHeader>
            <CardTitle>Add Link</CardTitle>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={add} className="flex flex-col gap-4" aria-label="Add Link">
              <FormField label="Platform" required error={link.formState.errors.platform?.message ?? save.problemAt("items")}>
                <NativeSelect {...link.register("platform", { onChange: () => save.clearProblem("items") })}>
                  <option value="">Select a platform</option>
                  {socialPlatforms.map((p) => (
                    <option key={p} value={p}>
                      {platformLabels[p]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="URL" required error={link.formState.errors.url?.message}>
                <Input type="url" {...link.register("url")} placeholder="https://" />
              </FormField>
              <Button type="submit" variant="outline" className="self-start">
                Add Link
              </Button>
            </form>
          </CardContent>
        </Card>

        <form noValidate onSubmit={saveList} aria-labelledby="social-list" className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h2 id="social-list" className="font-sans text-lg font-semibold">
              Links ({fields.length})
            </h2>
            <p id="social-reorder-hint" className="text-xs text-muted-foreground">
              Drag a handle to reorder, or focus it and press Space, the arrow keys, then Space again.
            </p>
          </div>
          {fields.length === 0 ? (
            <EmptyState title="No social links" titleAs="p" text="Add one with the form; the footer shows none until then." />
          ) : (
            <SortableList
              items={fields}
              idOf={(row) => row.id}
              labelOf={(row) => platformLabels[row.platform]}
              onReorder={(_, { from, to }) => move(from, to)}
              hintId="social-reorder-hint"
              itemClassName="flex items-center gap-3"
              itemTestId="social-link"
              renderItem={(row, { handle, position }) => (
                <>
                  {handle}
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{platformLabels[row.platform]}</p>
                    {fixing.has(row.id) ? (
                      <FormField label={`${platformLabels[row.platform]} URL`} hideLabel error={linkErrors?.[position - 1]?.url?.message} className="mt-1">
                        <Input type="url" {...list.register(`items.${position - 1}.url`)} />
                      </FormField>
                    ) : (
                      <p className="truncate text-xs text-muted-foreground">{row.url}</p>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => remove(position - 1)}
                    aria-label={`Remove ${platformLabels[row.platform]}`}
                    className="text-destructive hover:bg-destructive/10"
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </>
              )}
            />
          )}
          <Button type="submit" loading={save.isPending} className="self-start">
            Save Changes
          </Button>
        </form>
      </div>
    </SettingsFrame>
  );
}
