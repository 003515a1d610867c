"use client";

import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";

/** The filter form's submit button, busy while the filtered page loads. */
export function FilterSubmit() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" loading={pending}>
      Filter
    </Button>
  );
}
