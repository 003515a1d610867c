// The statements domain's face: other domains, routes, pages and components import these names from here, never a
// file inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { postCreditNoteReversals, postInvoiceToLedger, releaseInvoiceEntries } from "./ledger-posting";
