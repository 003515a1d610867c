import { ArrowLeft } from "lucide-react";
import { screenTitleClass } from "@/components/ui/page-header";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import type { SettingsErrorReport } from "./use-save-setting";

/**
 * The top of every settings screen: Back to Settings, the screen's title and a line about what it changes. With
 * `save` (from useSaveSetting), a refused save focuses the first field in error inside and announces the count.
 */
export function SettingsFrame({
  title,
  description,
  save,
  children,
}: {
  title: string;
  description?: string;
  save?: SettingsErrorReport;
  children: React.ReactNode;
}) {
  return (
    <div ref={save?.errorsRef} className="flex flex-col gap-6">
      {save && <FormErrorAnnouncer report={save.errorReport} />}
      <div className="flex flex-col gap-3 border-b border-border pb-6">
        <Link href="/admin/settings" className={buttonClassName({ variant: "link", className: "w-fit text-sm" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Settings
        </Link>
        <h1 className={screenTitleClass}>{title}</h1>
        {description && <p className="max-w-2xl text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}
