import type { z } from "zod";
import type { getPackageResponse, listPackagesResponse, searchPackageTalentsResponse } from "@/lib/api/responses/packages";
import type { PackageStatus } from "@/lib/domain/packages";
import type { getPackageForEditing } from "@/lib/services/packages";
import type { Jsonify } from "../shell/format";

// The admin package API's answers as their response schemas describe them (the client unwraps the envelope).
export type PackageListItem = z.infer<typeof listPackagesResponse>["data"][number];
export type PackageDetailJson = z.infer<typeof getPackageResponse>;
export type TalentOption = z.infer<typeof searchPackageTalentsResponse>[number];
export type PackageStatusFilter = "all" | PackageStatus;
/** The editor's package, which its page reads from the service (no route answers it). */
export type PackageEditingJson = Jsonify<Awaited<ReturnType<typeof getPackageForEditing>>>;
