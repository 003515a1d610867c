"use client";

import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A failed dashboard screen keeps the header and tabs; the spec's words, and a way to try again. */
export default function DashboardError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Alert variant="destructive" className="mx-auto max-w-xl">
      <AlertTitle>Something went wrong</AlertTitle>
      <AlertDescription>
        <p>This part of your dashboard could not be shown.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
