// The statements domain's face: other domains, routes, pages and components import these names from here, never a
// file inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { commissionRatesFor } from "./commission";
export { postCreditNoteReversals, postInvoiceToLedger, releaseInvoiceEntries } from "./ledger-posting";
export { createPayout, getAgencyStatement, listPayoutsDue } from "./payouts";
export { getOwnStatementPdf } from "./statement-pdf";
export {
  createAgencyRelation,
  deleteAgencyRelation,
  getOwnStatement,
  getTalentFinance,
  getTalentStatement,
  listAgencyRelations,
  recordManualEntry,
  setJobTalentTerms,
  updateAgencyRelation,
  updateTalentFinance,
} from "./talent-finance";
