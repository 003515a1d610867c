"use client";

import { useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Combobox } from "@/components/ui/combobox";
import { talentDayLabel } from "@/lib/domain/talent-day";
import { useRoster } from "./use-roster";

/** A talent as a picker lists it. */
export interface PickedTalent {
  id: number;
  stage_name: string;
  image_url: string | null;
}

type FieldProps = Pick<React.ComponentProps<typeof Combobox>, "id" | "aria-describedby" | "aria-invalid" | "aria-required" | "aria-label">;

type TalentPickerProps = FieldProps & {
  /** The day the talents are marked for ("Free", "1st option", "Blocked: holiday"); today when none is given. */
  day?: string;
  /** Whether each talent shows how they stand on `day`. */
  showDay?: boolean;
  value: string;
  onChange: (talent: PickedTalent) => void;
  onBlur?: () => void;
  /** A talent kept listed whatever the search finds (the line's own), with what the list says of them. */
  current?: PickedTalent & { hint: string };
};

/**
 * "Choose a talent": a page of the roster searched on the server as the booker types (`useRoster`, issue 38), each
 * talent with a photo and how they stand on the day. The talent chosen stays listed when the search moves on.
 */
export function TalentPicker({ day, showDay = true, value, onChange, onBlur, current, ...field }: TalentPickerProps) {
  const roster = useRoster(day);
  const [chosen, setChosen] = useState<PickedTalent | null>(null);
  const found = roster.data ?? [];
  const hintOf = (t: (typeof found)[number]) => (t.id === current?.id ? current.hint : showDay ? talentDayLabel(t.day) : undefined);
  // The line's own talent, and the one chosen, stay listed when the search no longer finds them.
  const kept = [current, chosen && String(chosen.id) === value ? chosen : null]
    .filter((t): t is PickedTalent => t != null)
    .filter((t, i, all) => all.findIndex((o) => o.id === t.id) === i && !found.some((f) => f.id === t.id));
  const listed: (PickedTalent & { hint?: string })[] = [...kept.map((t) => ({ ...t, hint: t.id === current?.id ? current.hint : undefined })), ...found.map((t) => ({ ...t, hint: hintOf(t) }))];
  const options = listed.map((t) => ({
    value: String(t.id),
    label: t.stage_name,
    prefix: <Avatar src={t.image_url} name={t.stage_name} size="sm" className="size-6" />,
    hint: t.hint,
  }));
  return (
    <Combobox
      {...field}
      value={value}
      onChange={(v) => {
        const talent = listed.find((t) => String(t.id) === v);
        if (!talent) return;
        setChosen(talent);
        onChange(talent);
      }}
      onBlur={onBlur}
      options={options}
      loading={roster.isPending}
      onQueryChange={roster.setSearch}
      searching={roster.searching}
      placeholder="Choose a talent"
      searchPlaceholder="Search talents by name"
      emptyText={roster.isError ? "Could not load talents." : "No talent matches."}
    />
  );
}
