import { Badge } from "@/components/ui/badge";

/** Marks a talent under 18 (`is_minor`, from `lib/domain/age.ts`) in the admin lists and the review. */
export function MinorBadge({ className }: { className?: string }) {
  return (
    <Badge variant="accent" className={className} title="Under 18: a parent or guardian's consent is needed">
      Minor
    </Badge>
  );
}
