import type { BusinessDocument } from "@/lib/pdf/worker/business-document.mjs";

/**
 * Sample business documents for the renderer's tests and for looking at the layout (the figures are the specs'
 * example: NL client, T1 and T2 at 2 x 1,500.00, 20% agency fee, 21% VAT). Amounts are formatted as the callers do.
 */

const agency: BusinessDocument["agency"] = {
  legalName: "Maison Models B.V.",
  address: ["Herengracht 182", "1016 BR Amsterdam", "Netherlands"],
  vatId: "NL000099998B57",
  contact: ["billing@maisonmodels.example", "+31 20 555 0100"],
};

const feeColumns: BusinessDocument["sections"][number]["columns"] = [
  { label: "Description", width: 4 },
  { label: "Qty", align: "right" },
  { label: "Unit", align: "right", width: 1.4 },
  { label: "VAT", align: "right", width: 0.8 },
  { label: "Amount", align: "right", width: 1.4 },
];

export const sampleInvoice: BusinessDocument = {
  kind: "invoice",
  title: "Invoice",
  number: "INV-2027-0001",
  issuedAt: "2027-01-15T09:00:00.000Z",
  agency,
  parties: [
    { label: "Bill to", lines: ["Zara Nederland B.V.", "Kalverstraat 1", "1012 NX Amsterdam", "Netherlands", "VAT ID NL123456789B01"] },
    { label: "Attention", lines: ["Anna López", "anna@zara.com"] },
    { label: "Client", lines: ["Zara", "Job J-2027-014 · SS27 campaign"] },
  ],
  meta: [
    { label: "Invoice date", value: "15 Jan 2027" },
    { label: "Due date", value: "14 Feb 2027" },
    { label: "Supply date", value: "12–13 Jan 2027" },
    { label: "PO", value: "PO-88123" },
    { label: "Reference", value: "J-2027-014" },
    { label: "Currency", value: "EUR" },
  ],
  sections: [
    {
      title: "Fees",
      columns: feeColumns,
      groups: [
        {
          heading: "Talent 1 — Mila Jansen",
          rows: [
            { cells: ["Day rate", "2", "1,500.00", "21%", "3,000.00"], detail: "12–13 Jan 2027, Amsterdam" },
            { cells: ["Agency fee (20%)", "1", "600.00", "21%", "600.00"] },
          ],
        },
        {
          heading: "Talent 2 — Sofia Ricci",
          rows: [
            { cells: ["Day rate", "2", "1,500.00", "21%", "3,000.00"], detail: "12–13 Jan 2027, Amsterdam" },
            { cells: ["Agency fee (20%)", "1", "600.00", "21%", "600.00"] },
          ],
        },
      ],
    },
    {
      title: "Usage",
      columns: feeColumns,
      groups: [{ rows: [{ cells: ["Online (paid)", "1", "0.00", "21%", "0.00"], detail: "European Union · 12 months until 31 Jan 2028 · non-exclusive" }] }],
    },
  ],
  totals: [
    { label: "Net", value: "7,200.00" },
    { label: "VAT 21% on 7,200.00", value: "1,512.00" },
    { label: "Total EUR", value: "8,712.00", emphasis: "total" },
  ],
  notes: [
    { heading: "Payment", text: "Please pay within 30 days to IBAN NL91 ABNA 0417 1643 00 (BIC ABNANL2A), quoting INV-2027-0001." },
    { heading: "Terms", text: "Usage as stated above. Any further use needs the agency's written consent and is billed separately." },
  ],
};

export const sampleCreditNote: BusinessDocument = {
  ...sampleInvoice,
  kind: "credit_note",
  title: "Credit note",
  number: "CN-2027-0001",
  issuedAt: "2027-01-20T10:00:00.000Z",
  meta: [
    { label: "Date", value: "20 Jan 2027" },
    { label: "Credits", value: "INV-2027-0001 of 15 Jan 2027" },
    { label: "Reason", value: "T2 did not attend" },
    { label: "Currency", value: "EUR" },
  ],
  sections: [{ title: "Credited lines", columns: feeColumns, groups: [sampleInvoice.sections[0].groups[1]].map((g) => ({ ...g, rows: g.rows.map((r) => ({ ...r, cells: r.cells.map((c, i) => (i === 4 ? `-${c}` : c)) })) })) }],
  totals: [
    { label: "Net", value: "-3,600.00" },
    { label: "VAT 21%", value: "-756.00" },
    { label: "Total EUR", value: "-4,356.00", emphasis: "total" },
  ],
  notes: [],
};

export const sampleForeignInvoice: BusinessDocument = {
  ...sampleInvoice,
  number: "INV-2027-0002",
  parties: [{ label: "Bill to", lines: ["Hugo Boss AG", "Dieselstraße 12", "72555 Metzingen", "Germany", "VAT ID DE136695976"] }],
  totals: [
    { label: "Net", value: "1,200.00" },
    { label: "VAT 21%", value: "252.00" },
    { label: "Total USD", value: "1,452.00", emphasis: "total" },
    { label: "VAT in EUR at 0.900000 EUR/USD", value: "226.80 EUR", emphasis: "muted" },
  ],
  notes: [{ heading: "Reverse charge", text: "Reverse charge: VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)." }],
};

export const sampleConfirmation: BusinessDocument = {
  kind: "confirmation",
  title: "Booking confirmation",
  number: "J-2027-014",
  version: "Version 2",
  issuedAt: "2027-01-10T14:30:00.000Z",
  agency,
  parties: [
    { label: "Client", lines: ["Zara Nederland B.V.", "Kalverstraat 1", "1012 NX Amsterdam"] },
    { label: "Attention", lines: ["Anna López", "anna@zara.com"] },
  ],
  meta: [
    { label: "Job", value: "SS27 campaign" },
    { label: "Dates", value: "12–13 Jan 2027" },
    { label: "Location", value: "Studio Noord, Amsterdam" },
    { label: "Valid until", value: "17 Jan 2027" },
  ],
  sections: [
    ...sampleInvoice.sections,
    {
      title: "Expenses",
      columns: [{ label: "Expense", width: 4 }, { label: "Paid by", width: 1.4 }, { label: "Amount", align: "right", width: 1.4 }],
      groups: [{ rows: [{ cells: ["Train Paris–Amsterdam (T2)", "Agency", "0.00"] }] }],
    },
  ],
  totals: sampleInvoice.totals,
  notes: [
    { heading: "Cancellation", text: "Cancelled less than 48 hours before the first day: 100% of the fees; less than 7 days: 50% of the fees." },
    { heading: "Usage", text: "Online (paid), European Union, until 31 Jan 2028. Further use on request." },
  ],
};

export const sampleCertificate: BusinessDocument = {
  ...sampleConfirmation,
  kind: "certificate",
  extraPage: {
    title: "Acceptance certificate",
    intro: ["This page records how and when the client accepted the confirmation above. The hashes identify the exact document and terms accepted."],
    rows: [
      { label: "Accepted by", value: "Anna López" },
      { label: "Accepted at", value: "12 Jan 2027 09:14 UTC" },
      { label: "IP address", value: "203.0.113.24" },
      { label: "User agent", value: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1" },
      { label: "Document SHA-256", value: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08" },
      { label: "Terms SHA-256", value: "60303ae22b998861bce3b28f33eec1be758a213c86c93c076dbe9f558c11c752" },
      { label: "Consent", value: "I have read and accept these terms" },
    ],
  },
};

export const sampleStatement: BusinessDocument = {
  kind: "statement",
  title: "Statement",
  number: "Mila Jansen · January 2027",
  issuedAt: "2027-02-01T00:00:00.000Z",
  agency,
  parties: [{ label: "Talent", lines: ["Mila Jansen", "Prinsengracht 20", "1015 DV Amsterdam", "VAT ID NL987654321B01"] }],
  meta: [
    { label: "Period", value: "1–31 Jan 2027" },
    { label: "Currency", value: "EUR" },
    { label: "Statement date", value: "1 Feb 2027" },
  ],
  sections: [
    {
      title: "Entries",
      columns: [
        { label: "Date", width: 1.2 },
        { label: "Description", width: 3.6 },
        { label: "Status", width: 1.3 },
        { label: "Due", width: 1.2 },
        { label: "Amount", align: "right", width: 1.3 },
      ],
      groups: [
        {
          heading: "J-2027-014 · Zara · INV-2027-0001",
          rows: [
            { cells: ["13 Jan 2027", "Earnings: day rate 2 × 1,500.00", "Payable", "25 Jan 2027", "3,000.00"] },
            { cells: ["13 Jan 2027", "Commission 20%", "Payable", "25 Jan 2027", "-600.00"] },
            { cells: ["13 Jan 2027", "Self-billed VAT 21%", "Payable", "25 Jan 2027", "504.00"] },
          ],
        },
        { heading: "Other", rows: [{ cells: ["20 Jan 2027", "Advance", "Paid", "", "-200.00"], detail: "Remittance RM-2027-0003" }] },
      ],
      summary: [
        { label: "On hold", value: "0.00" },
        { label: "Payable", value: "2,704.00" },
      ],
    },
  ],
  totals: [{ label: "Balance", value: "2,704.00", emphasis: "total" }],
  notes: [{ text: "Self-billing: this statement is issued by the agency on the talent's behalf under a self-billing agreement." }],
};
