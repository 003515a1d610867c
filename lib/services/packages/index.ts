// The packages domain's face: other domains, routes, pages and components import these names from here, never a file
// inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { getClientPackage, getClientPackageJson, getPackageCompCards, packageLinkState, recordPackageView, submitPackageSelection } from "./package-client";
export type { ClientPackageTalent } from "./package-client";
export { createPackage, deletePackage, getPackage, listPackages, revokePackage, sendPackage, updatePackage } from "./packages-admin";
export { getPackageForEditing, searchPackageTalents } from "./packages-admin-picker";
export { sendShortlistInquiry } from "./shortlist";
