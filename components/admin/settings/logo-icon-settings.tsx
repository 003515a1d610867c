"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { SettingsMap } from "@/lib/validation/settings";
import { ImageField } from "./image-field";
import { SettingsFrame } from "./settings-frame";
import { useSaveSetting } from "./use-save-setting";

type Brand = SettingsMap["logo-icon"];

/** Logo, favicon, company name and footer copyright, saved together. */
export function LogoIconSettings({ initial }: { initial: Brand }) {
  const [value, setValue] = useState<Brand>(initial);
  const [uploads, setUploads] = useState(0);
  const save = useSaveSetting("logo-icon");
  const set = (patch: Partial<Brand>) => setValue((v) => ({ ...v, ...patch }));
  const busy = (b: boolean) => setUploads((n) => n + (b ? 1 : -1));

  return (
    <SettingsFrame title="Logo & Icon" description="The brand assets shown in the header, the browser tab and the footer." save={save}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Main Logo</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <ImageField
              label="Logo"
              kind="logo"
              allowUrl
              value={value.mainLogo}
              onChange={(mainLogo) => set({ mainLogo })}
              error={save.problemAt("mainLogo")}
              onBusyChange={busy}
              previewClassName="aspect-[3/1] bg-background"
              hint="Upload an image or enter its address. A wide logo on a transparent background works best."
            />
            <FormField label="Logo alt text" hint="What a screen reader says for the logo." error={save.problemAt("logoAlt")}>
              <Input value={value.logoAlt} onChange={(e) => set({ logoAlt: e.target.value })} maxLength={120} />
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Favicon</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <ImageField
              label="Favicon"
              kind="favicon"
              formats={["png", "ico"]}
              typeMessage="Upload a .png or .ico file."
              value={value.favicon}
              onChange={(favicon) => set({ favicon })}
              error={save.problemAt("favicon")}
              onBusyChange={busy}
              previewClassName="aspect-square w-24 bg-background"
              hint="Recommended 32x32 or 16x16 PNG; .png or .ico."
            />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Company</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5 md:grid-cols-2">
            <FormField label="Company name" required error={save.problemAt("companyName")}>
              <Input value={value.companyName} onChange={(e) => set({ companyName: e.target.value })} maxLength={80} />
            </FormField>
            <FormField label="Footer copyright text" error={save.problemAt("copyrightText")}>
              <Input value={value.copyrightText} onChange={(e) => set({ copyrightText: e.target.value })} maxLength={200} />
            </FormField>
          </CardContent>
        </Card>
      </div>
      <Button onClick={() => save.mutate(value)} loading={save.isPending} disabled={uploads > 0} className="self-start">
        Save All Changes
      </Button>
    </SettingsFrame>
  );
}
