import { Pencil } from "lucide-react";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { measurementLabelsFor } from "@/lib/domain/measurement-labels";
import { measurementFields } from "@/lib/validation/profile";
import { orDash } from "./format";

type Measurements = Record<(typeof measurementFields)[number]["key"], string | null> & {
  weight: string | null;
  age: number | null;
  category: string | null;
  gender: string | null;
};

/** Spec: height, waist, bust, hips, shoe size, hair color, eye color, dress size, weight and age; a dash when empty. */
export function MeasurementsPanel({ profile, className }: { profile: Measurements; className?: string }) {
  const labels = measurementLabelsFor(profile, "color");
  const rows = [
    ...measurementFields.map(({ key }) => ({ label: labels[key], value: profile[key] })),
    { label: "Weight", value: profile.weight },
    { label: "Age", value: profile.age },
  ];
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Measurements</CardTitle>
        <CardAction>
          <Link href="/dashboard/settings" className={buttonClassName({ variant: "outline", size: "sm" })}>
            <Pencil aria-hidden="true" />
            Edit
            <span className="sr-only">measurements</span>
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-6 border-t border-border">
          {rows.map(({ label, value }) => (
            <div key={label} className="flex flex-col gap-1 border-b border-border py-3">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="text-base text-foreground">{orDash(value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
