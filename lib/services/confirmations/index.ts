// The confirmations domain's face (issue 40): other domains, routes, pages and components import these names from
// here, never a file inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { createConfirmation, getConfirmation, getConfirmationPdf, listConfirmations, sendConfirmation, withdrawConfirmation } from "./admin";
export { acceptConfirmation, declineConfirmation, getPublicConfirmation, getPublicConfirmationPdf } from "./public";
export type { PublicConfirmation } from "./public";
export { confirmationStatusOfJob, jobConfirmationStatus } from "./status";
export { getCompanyHistory } from "./company-history";
