import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

const sizes = { sm: "size-4", md: "size-5", lg: "size-8" } as const;

type SpinnerProps = {
  size?: keyof typeof sizes;
  /** Announced to screen readers. Pass `null` when the spinner sits inside something already labelled (a busy button). */
  label?: string | null;
  className?: string;
};

export function Spinner({ size = "md", label = "Loading", className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cn("animate-spin", sizes[size], className)} />;
  if (label === null) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
