// The invoices domain's face: other domains, routes, pages and components import these names from here, never a
// file inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { setJobBillingStatus } from "./billing-moves";
export { createInvoiceDraft, deleteInvoiceDraft, updateInvoiceDraft } from "./invoice-drafts";
export { issueInvoice } from "./invoice-issue";
export { issueCreditNote } from "./invoice-credit";
export { recordPayment, remindOverdueInvoice, writeOffInvoice } from "./invoice-payments";
export { getInvoice, listInvoices, unpaidAging } from "./invoice-read";
export { getInvoicePdf } from "./invoice-pdf";
export { exportFinanceCsv } from "./invoice-export";
