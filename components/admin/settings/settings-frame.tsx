import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";

/** The top of every settings screen: Back to Settings, the screen's title and a line about what it changes. */
export function SettingsFrame({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 border-b border-border pb-6">
        <Link href="/admin/settings" className={buttonClassName({ variant: "link", className: "w-fit text-sm" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Settings
        </Link>
        <h1 className="font-display text-3xl md:text-4xl">{title}</h1>
        {description && <p className="max-w-2xl text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}
