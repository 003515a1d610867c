import Form from "next/form";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { activitySubjectLabels, activitySubjectTypes } from "@/lib/domain/activity";
import { FilterSubmit } from "./filter-submit";

export type ActivityFilterValues = Partial<Record<"actor" | "subject_type" | "subject_id" | "from" | "to", string>>;

const fieldOrder = ["actor", "subject_type", "subject_id", "from", "to"] as const;

/**
 * The activity page's filters: a GET form (works before hydration and without JavaScript), rendered by the server
 * with the values and any error of the request, the first field in error focused.
 */
export function ActivityFilters({
  values,
  errors,
  actors,
}: {
  values: ActivityFilterValues;
  errors: Record<string, string[]>;
  actors: { id: number; name: string }[];
}) {
  const firstError = fieldOrder.find((f) => errors[f]?.length);
  const focus = (field: (typeof fieldOrder)[number]) => (firstError === field ? { autoFocus: true } : {});
  return (
    <Form action="/admin/activity" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" aria-label="Filter the activity">
      <FormField label="Person" error={errors.actor} className="lg:col-span-1">
        <NativeSelect name="actor" defaultValue={values.actor ?? ""} {...focus("actor")}>
          <option value="">Everyone</option>
          {actors.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Kind of record" error={errors.subject_type} className="lg:col-span-1">
        <NativeSelect name="subject_type" defaultValue={values.subject_type ?? ""} {...focus("subject_type")}>
          <option value="">All kinds</option>
          {activitySubjectTypes.map((t) => (
            <option key={t} value={t}>
              {activitySubjectLabels[t]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Record id" error={errors.subject_id}>
        <Input name="subject_id" inputMode="numeric" defaultValue={values.subject_id ?? ""} {...focus("subject_id")} />
      </FormField>
      <FormField label="From" error={errors.from}>
        <Input name="from" type="date" defaultValue={values.from ?? ""} {...focus("from")} />
      </FormField>
      <FormField label="To" error={errors.to}>
        <Input name="to" type="date" defaultValue={values.to ?? ""} {...focus("to")} />
      </FormField>
      <div className="flex gap-2">
        <FilterSubmit />
        <Link href="/admin/activity" className={buttonClassName({ variant: "ghost" })}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
