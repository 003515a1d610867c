/* eslint-disable @typescript-eslint/no-unused-vars -- placeholders until the ledger lands (see below) */
import "server-only";
import type { Tx } from "@/db/types";

/*
 * The seam between invoices and statements (issue 41). The invoices domain calls these inside its own transactions;
 * the statements domain writes the ledger entries. BEING BUILT in this session on branch `ledger`: the bodies below
 * are placeholders that write nothing, so the invoices work can call them before the ledger lands.
 */

/** At an invoice's issue: the talents' and mother agencies' entries for each of its lines, `on_hold`. */
export async function postInvoiceToLedger(_tx: Tx, _invoiceId: number, _actorUserId: number | null): Promise<void> {}

/** When an invoice is fully paid: its entries become `payable`, due `receivedOn` + the talent payment days. */
export async function releaseInvoiceEntries(_tx: Tx, _invoiceId: number, _receivedOn: string): Promise<void> {}

/** At a credit note's issue: `reversal` entries for each credited line, in proportion. */
export async function postCreditNoteReversals(_tx: Tx, _creditNoteId: number, _actorUserId: number | null): Promise<void> {}
