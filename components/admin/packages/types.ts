import type { PackageDetail, PackageJson, PackageTalentOption, getPackageForEditing } from "@/lib/services/packages";
import type { Jsonify } from "../shell/format";

export type PackageListItem = Jsonify<PackageJson>;
export type PackageDetailJson = Jsonify<PackageDetail>;
export type PackageEditingJson = Jsonify<Awaited<ReturnType<typeof getPackageForEditing>>>;
export type TalentOption = Jsonify<PackageTalentOption>;
export type PackageStatusFilter = "all" | "active" | "expired" | "revoked";
export type PackagesPage = {
  data: PackageListItem[];
  total: number;
  page: number;
  limit: number;
  last_page: number;
  counts: Record<PackageStatusFilter, number>;
};
