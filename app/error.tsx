"use client";

import { useEffect } from "react";
import { ErrorView } from "@/components/site/error-view";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView error={error} onRetry={retry} />;
}
