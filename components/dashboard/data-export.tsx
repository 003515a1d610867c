"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError, apiDownload } from "@/lib/api/client";
import { DATA_EXPORT_LIMIT } from "@/lib/domain/privacy";
import { toast } from "@/lib/toast";

/** "Download my data": the talent's data as a zip (GET /profile/export), a few times a day. */
export function DataExport() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload("/profile/export", "my-data.zip");
      toast.success("Download started", { description: "Your data is in the zip file your browser is saving." });
    } catch (error) {
      toast.error("Error", { description: error instanceof ApiError ? error.message : "The download failed. Please try again." });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>
          Download everything we hold about you: your profile, measurements, social accounts, notifications, bookings and
          photos, as a zip file. Up to {DATA_EXPORT_LIMIT.max} times a day.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="outline" onClick={download} loading={busy}>
          {!busy && <Download aria-hidden="true" />}
          {busy ? "Preparing your data…" : "Download my data"}
        </Button>
      </CardContent>
    </Card>
  );
}
