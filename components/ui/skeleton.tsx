import { cn } from "@/lib/utils";

/** A placeholder block; give it the size of what it stands for. Hidden from assistive technology. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden="true" data-slot="skeleton" className={cn("animate-pulse rounded-sm bg-muted", className)} {...props} />;
}
