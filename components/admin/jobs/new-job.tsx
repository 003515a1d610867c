"use client";

import { useRouter } from "next/navigation";
import { Card, CardContent } from "@/components/ui/card";
import { JobForm } from "./job-form";

/** `/admin/jobs/new`: the form, then the new job's page to add its lines. */
export function NewJob() {
  const router = useRouter();
  return (
    <Card className="max-w-3xl">
      <CardContent className="pt-6">
        <JobForm onSaved={(job) => router.push(`/admin/jobs/${job.id}`)} onCancel={() => router.push("/admin/jobs")} />
      </CardContent>
    </Card>
  );
}
