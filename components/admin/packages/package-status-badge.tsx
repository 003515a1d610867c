import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { packageStatusLabels, type PackageStatus } from "@/lib/domain/packages";

const variants: Record<PackageStatus, BadgeVariant> = { active: "success", expired: "neutral", revoked: "destructive" };

export function PackageStatusBadge({ status }: { status: PackageStatus }) {
  return <Badge variant={variants[status]}>{packageStatusLabels[status]}</Badge>;
}
