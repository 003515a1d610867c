import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { categoryLabel } from "@/lib/domain/talent-categories";
import { capitalize } from "../shell/format";
import type { AdminTalentJson } from "../shell/types";
import { MinorBadge } from "../shell/minor-badge";

/** One talent in the management grid: who, the key facts, and the way to their page. */
export function TalentCard({ talent: t }: { talent: AdminTalentJson }) {
  return (
    <article className="flex h-full flex-col gap-4 rounded-md border border-border bg-card p-4">
      <div className="flex items-start gap-3">
        <Avatar src={t.profile_image_url} name={t.full_name} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-sans text-base font-medium">{t.full_name}</h2>
          <p className="truncate text-xs text-muted-foreground">{t.email}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {t.gender && <Badge variant="secondary">{capitalize(t.gender)}</Badge>}
            {t.age != null && <Badge variant="secondary">{t.age} yrs</Badge>}
            {t.is_minor && <MinorBadge />}
            {t.is_hidden && <Badge variant="destructive">Hidden</Badge>}
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
        <div>
          <dt className="text-muted-foreground">Category</dt>
          <dd className="font-medium">{categoryLabel(t.category)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Height</dt>
          <dd className="font-medium">{t.height || "N/A"}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">Experience</dt>
          <dd className="font-medium">{t.experience || "N/A"}</dd>
        </div>
      </dl>
      <Link
        href={`/admin/talents/${t.id}`}
        className="mt-auto inline-flex items-center justify-between rounded-sm border border-border px-3 py-2 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        View Details
        <span className="sr-only"> of {t.full_name}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
