/**
 * The quote (issue 40, `clients-and-confirmations.md` "Calculation"): the one module that prices a job. The job page,
 * the confirmation's snapshot and (issue 41) the invoice all read it. Pure and browser-safe: amounts are minor units
 * (`bigint`), percentages basis points, quantities hundredths; money goes through lib/domain/money.ts.
 *
 * 1. A fee line = round_half_up(quantity × unit). An overtime line without a unit takes
 *    round_half_up(the talent's day rate × overtime multiplier ÷ standard day hours).
 * 2. Agency fee per talent = round_half_up(Σ that talent's fee lines where the fee applies × agency fee %); job-level
 *    fee lines (no talent) form a group of their own.
 * 3. A rebilled expense = round_half_up(amount × (1 + markup)); no agency fee, no commission.
 * 4. VAT per rate group = round_half_up(Σ net at that rate × rate); the agency fee is taxed at the default rate.
 *    Reverse charge (or outside the scope of EU VAT): every rate is 0 with its note.
 * 5. Total = Σ net + Σ VAT.
 */
import { amountOf, divideRounded, minorOf, multiplyRounded, sumOf } from "./money";

export const FEE_KINDS = ["day_rate", "half_day", "hourly", "flat", "overtime", "usage", "fitting", "travel_day", "cancellation", "other"] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  day_rate: "Day rate",
  half_day: "Half day",
  hourly: "Hourly",
  flat: "Flat fee",
  overtime: "Overtime",
  usage: "Usage",
  fitting: "Fitting",
  travel_day: "Travel day",
  cancellation: "Cancellation fee",
  other: "Other",
};

export const EXPENSE_PAYERS = ["agency", "talent", "client"] as const;

export const EXPENSE_KINDS = ["travel", "accommodation", "per_diem", "transport", "other"] as const;
export type ExpensePayer = (typeof EXPENSE_PAYERS)[number];

export type VatTreatment = "standard" | "reverse_charge" | "outside_eu";

export const VAT_NOTES: Record<VatTreatment, string | null> = {
  standard: null,
  reverse_charge: "Reverse charge",
  outside_eu: "Outside the scope of EU VAT (Art. 44)",
};

export interface QuoteFee {
  id: number;
  talentId: number | null;
  kind: FeeKind;
  description?: string | null;
  /** Hundredths: 2 days is 200. */
  quantity: number;
  /** Null only for an overtime line that takes its unit from the talent's day rate. */
  unitMinor: bigint | null;
  agencyFeeApplies: boolean;
  commissionable: boolean;
  vatBp: number;
  usageId?: number | null;
}

export interface QuoteExpense {
  id: number;
  talentId: number | null;
  description?: string | null;
  amountMinor: bigint;
  paidBy: ExpensePayer;
  rebill: boolean;
  markupBp: number;
  vatBp: number;
}

export interface QuoteInput {
  currency: string;
  agencyFeeBp: number;
  defaultVatBp: number;
  /** 1.50 is 15000. */
  overtimeMultiplierBp: number;
  standardDayHours: number;
  vatTreatment: VatTreatment;
  talents: { id: number; name: string }[];
  fees: QuoteFee[];
  expenses: QuoteExpense[];
}

export interface PricedFee extends QuoteFee {
  unitMinor: bigint;
  amountMinor: bigint;
}

export interface QuoteTalent {
  talentId: number | null;
  name: string;
  fees: PricedFee[];
  feesMinor: bigint;
  agencyFeeMinor: bigint;
}

export interface VatGroup {
  rateBp: number;
  baseMinor: bigint;
  amountMinor: bigint;
}

export interface Quote {
  currency: string;
  talents: QuoteTalent[];
  talentFeesMinor: bigint;
  agencyFeeMinor: bigint;
  /** Rebilled expenses after markup (paid by the agency or the talent, billed on). */
  expenses: { expense: QuoteExpense; amountMinor: bigint }[];
  expensesMinor: bigint;
  netMinor: bigint;
  vat: VatGroup[];
  vatTotalMinor: bigint;
  totalMinor: bigint;
  vatTreatment: VatTreatment;
  vatNote: string | null;
}

export type QuoteProblem = { feeId: number; reason: "overtime_without_day_rate" };

/** An overtime line's unit from the talent's day rate; null when the talent has no day rate on the job. */
export function overtimeUnit(input: Pick<QuoteInput, "fees" | "currency" | "overtimeMultiplierBp" | "standardDayHours">, talentId: number | null): bigint | null {
  const dayRate = input.fees.find((f) => f.talentId === talentId && f.kind === "day_rate" && f.unitMinor !== null);
  if (!dayRate?.unitMinor) return null;
  // × multiplier ÷ hours, rounded once.
  return divideRounded(dayRate.unitMinor * BigInt(input.overtimeMultiplierBp), 10_000n * BigInt(input.standardDayHours));
}

/** Prices every fee line, or names the lines that cannot be priced. */
function priceFees(input: QuoteInput): PricedFee[] | QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  const priced: PricedFee[] = [];
  for (const fee of input.fees) {
    const unit = fee.unitMinor ?? (fee.kind === "overtime" ? overtimeUnit(input, fee.talentId) : null);
    if (unit === null) {
      problems.push({ feeId: fee.id, reason: "overtime_without_day_rate" });
      continue;
    }
    const amount = multiplyRounded(amountOf(unit, input.currency), BigInt(fee.quantity), 2n);
    priced.push({ ...fee, unitMinor: unit, amountMinor: minorOf(amount) });
  }
  return problems.length ? problems : priced;
}

/**
 * Step 4: the VAT of each rate group, round_half_up(Σ net at that rate × rate), highest rate first. The quote and the
 * invoice (lib/domain/invoice.ts) both take their VAT from here. A negative base (a credit note) rounds away from zero.
 */
export function vatGroupsOf(baseByRate: ReadonlyMap<number, bigint>, currency: string): VatGroup[] {
  return [...baseByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, baseMinor]) => ({
      rateBp,
      baseMinor,
      amountMinor: minorOf(multiplyRounded(amountOf(baseMinor, currency), BigInt(rateBp), 4n)),
    }));
}

export function computeQuote(input: QuoteInput): { ok: true; quote: Quote } | { ok: false; problems: QuoteProblem[] } {
  const priced = priceFees(input);
  if (priced.length && !("amountMinor" in priced[0])) return { ok: false, problems: priced as QuoteProblem[] };
  const fees = priced as PricedFee[];
  const { currency } = input;
  const zeroRates = input.vatTreatment !== "standard";
  const vatBase = new Map<number, bigint>();
  const addBase = (rateBp: number, minor: bigint) => {
    const rate = zeroRates ? 0 : rateBp;
    vatBase.set(rate, (vatBase.get(rate) ?? 0n) + minor);
  };

  const groups = new Map<number | null, PricedFee[]>();
  for (const t of input.talents) groups.set(t.id, []);
  for (const fee of fees) groups.set(fee.talentId, [...(groups.get(fee.talentId) ?? []), fee]);
  const names = new Map(input.talents.map((t) => [t.id, t.name]));

  const talents: QuoteTalent[] = [];
  for (const [talentId, list] of groups) {
    if (!list.length && talentId === null) continue;
    const feesMinor = list.reduce((s, f) => s + f.amountMinor, 0n);
    const feeBase = list.filter((f) => f.agencyFeeApplies).reduce((s, f) => s + f.amountMinor, 0n);
    const agencyFeeMinor = minorOf(multiplyRounded(amountOf(feeBase, currency), BigInt(input.agencyFeeBp), 4n));
    for (const f of list) addBase(f.vatBp, f.amountMinor);
    addBase(input.defaultVatBp, agencyFeeMinor);
    talents.push({ talentId, name: talentId === null ? "Job" : names.get(talentId) ?? `Talent ${talentId}`, fees: list, feesMinor, agencyFeeMinor });
  }

  const expenses = input.expenses
    .filter((e) => e.rebill && e.paidBy !== "client")
    .map((expense) => {
      const amountMinor = minorOf(multiplyRounded(amountOf(expense.amountMinor, currency), 10_000n + BigInt(expense.markupBp), 4n));
      addBase(expense.vatBp, amountMinor);
      return { expense, amountMinor };
    });

  const talentFeesMinor = talents.reduce((s, t) => s + t.feesMinor, 0n);
  const agencyFeeMinor = talents.reduce((s, t) => s + t.agencyFeeMinor, 0n);
  const expensesMinor = expenses.reduce((s, e) => s + e.amountMinor, 0n);
  const netMinor = minorOf(sumOf([talentFeesMinor, agencyFeeMinor, expensesMinor].map((m) => amountOf(m, currency)), currency));

  const vat = vatGroupsOf(vatBase, currency);
  const vatTotalMinor = vat.reduce((s, g) => s + g.amountMinor, 0n);
  return {
    ok: true,
    quote: {
      currency,
      talents,
      talentFeesMinor,
      agencyFeeMinor,
      expenses,
      expensesMinor,
      netMinor,
      vat,
      vatTotalMinor,
      totalMinor: netMinor + vatTotalMinor,
      vatTreatment: input.vatTreatment,
      vatNote: VAT_NOTES[input.vatTreatment],
    },
  };
}
