// The audit domain's face: other domains, routes, pages and components import these names from here, never a file
// inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { allowActivityLogMaintenance, listActivity, listActivityActors, listRecentActivity, listRecordHistory, logActivity, logEvent, logSystemActivity, prefixChanges } from "./activity";
export type { ActivityView, Changes } from "./activity";
export { diffChanges } from "./audit-changes";
