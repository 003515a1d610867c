import { formatMoney } from "@/lib/domain/money";
import { compose } from "./templates";
import type { MailMessage } from "./types";

/** Issue 41: the remittance advice a payout sends the talent or the mother agency (number, amount, the lines it pays). */
export function remittanceMail(
  to: string,
  r: { name: string; number: string; amountMinor: bigint; currency: string; paidOn: string; reference: string | null; lines: { label: string; job: string | null; amountMinor: bigint }[] },
): MailMessage {
  const amount = formatMoney(r.amountMinor, r.currency);
  return compose(
    "remittance",
    to,
    `Remittance ${r.number}: ${amount}`,
    [`Hello ${r.name},`, `We have paid you ${amount} on ${r.paidOn} (remittance ${r.number}${r.reference ? `, reference ${r.reference}` : ""}). It settles the statement lines below.`],
    {
      rows: [
        ["Remittance", r.number],
        ["Amount", amount],
        ["Paid on", r.paidOn],
        ...r.lines.map((l): [string, string] => [l.job ? `${l.label} (job ${l.job})` : l.label, formatMoney(l.amountMinor, r.currency)]),
      ],
    },
  );
}
