"use client";

import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/** Copies a package's link; says so, or shows the link to copy by hand when the clipboard is refused. */
export function CopyLinkButton({ url, size = "sm" }: { url: string | null; size?: "sm" | "default" }) {
  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied", { description: url });
    } catch {
      toast.error("Error", { description: `Could not copy. The link is ${url}` });
    }
  }
  return (
    <Button type="button" variant="outline" size={size} onClick={copy} disabled={!url}>
      <Copy aria-hidden="true" />
      Copy link
    </Button>
  );
}
