"use client";

import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { parseHeightCm } from "@/lib/domain/height";
import { categoryLabel } from "@/lib/domain/talent-categories";
import { capitalize, formatDate } from "../shell/format";
import type { AdminTalentJson } from "../shell/types";
import { TalentCard } from "./talent-card";
import { MinorBadge } from "../shell/minor-badge";

const status = (t: AdminTalentJson) =>
  t.is_hidden ? <Badge variant="destructive">Hidden</Badge> : <Badge variant="success">{capitalize(t.status)}</Badge>;

const columns: DataColumn<AdminTalentJson>[] = [
  { id: "photo", header: "Photo", hiddenHeader: true, className: "w-12", cell: (t) => <Avatar src={t.profile_image_url} name={t.full_name} size="sm" /> },
  {
    id: "name",
    header: "Name",
    sortValue: (t) => t.full_name,
    cell: (t) => (
      <>
        <Link href={`/admin/talents/${t.id}`} className="font-medium hover:underline">
          {t.full_name}
        </Link>
        {t.is_minor && <MinorBadge className="ml-2" />}
        <span className="block text-xs text-muted-foreground">{t.email}</span>
      </>
    ),
  },
  { id: "category", header: "Category", sortValue: (t) => categoryLabel(t.category), cell: (t) => categoryLabel(t.category) },
  { id: "status", header: "Status", sortValue: (t) => (t.is_hidden ? "hidden" : t.status), cell: status },
  {
    id: "height",
    header: "Height",
    sortValue: (t) => parseHeightCm(t.height),
    className: "tnum",
    cell: (t) => t.height || <span className="text-muted-foreground">—</span>,
  },
  { id: "joined", header: "Joined", sortValue: (t) => t.created_at, className: "tnum whitespace-nowrap", cell: (t) => formatDate(t.created_at) },
  {
    id: "actions",
    header: "Actions",
    hiddenHeader: true,
    className: "text-right",
    cell: (t) => (
      <Link href={`/admin/talents/${t.id}`} className="text-xs font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
        View<span className="sr-only"> Details of {t.full_name}</span>
      </Link>
    ),
  },
];

/** The roster: a sortable table (photo, name, category, status, height, joined) from a tablet up, cards on a phone. */
export function TalentTable({ talents, className }: { talents: AdminTalentJson[]; className?: string }) {
  return <DataTable caption="Talents" columns={columns} rows={talents} rowKey={(t) => t.id} card={(t) => <TalentCard talent={t} />} className={className} />;
}
