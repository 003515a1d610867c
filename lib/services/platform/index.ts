// The platform domain's face: other domains, routes, pages and components import these names from here, never a file
// inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { lockAccountRow, lockOwnAccount, lockTalentForStaff, refuseErased } from "./account-lock";
export { pingDatabase } from "./health";
export { runHousekeeping } from "./housekeeping";
export { completeIdempotencyKey, fenceIdempotentWork, idempotentResultToRebuild, recordIdempotentResult, releaseIdempotencyKey, reserveIdempotencyKey, runIdempotentWork } from "./idempotency";
export { containsPattern, escapeLike } from "./like-pattern";
export { takeNumber } from "./number-series";
export { readCappedPage, readPage } from "./paging";
export { clear, consume, refund } from "./rate-limit";
export type { Limit, Slot } from "./rate-limit";
