import { clsx } from "clsx";
import { LineIcon } from "@/components/ui/line-icon";

const sizes = { sm: "size-4", md: "size-5", lg: "size-8" } as const;

type SpinnerProps = {
  size?: keyof typeof sizes;
  /** Announced to screen readers. Pass `null` when the spinner sits inside something already labelled (a busy button). */
  label?: string | null;
  /** Colour and spacing; the size comes from `size`. */
  className?: string;
};

/** A spinning ring (lucide's loader-circle, inlined: busy buttons on the public forms ship no icon library). */
export function Spinner({ size = "md", label = "Loading", className }: SpinnerProps) {
  const icon = (
    <LineIcon className={clsx("animate-spin", sizes[size], className)}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </LineIcon>
  );
  if (label === null) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
