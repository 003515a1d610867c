import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { ConfirmationAnswer } from "@/components/site/confirmation-answer";
import { buttonClassName } from "@/components/ui/button";
import { clientIp } from "@/lib/api/client-ip";
import type { ConfirmationSnapshot } from "@/lib/domain/confirmations";
import { formatJobReference } from "@/lib/domain/jobs";
import { formatMoney, parseDecimal } from "@/lib/domain/money";
import { isAppError } from "@/lib/errors";
import { getPublicConfirmation, type PublicConfirmation } from "@/lib/services/confirmations";

type Props = { params: Promise<{ token: string }> };

// A private page: never indexed, never cached.
export const metadata: Metadata = { title: "Your confirmation", robots: { index: false, follow: false } };

const money = (doc: ConfirmationSnapshot, value: string) => formatMoney(parseDecimal(value, doc.currency) ?? 0n, doc.currency);

function Gone() {
  return (
    <section className="container-page flex min-h-[60svh] flex-col items-start justify-center py-20 md:py-32">
      <p className="eyebrow text-muted-foreground">Your confirmation</p>
      <h1 className="mt-5 max-w-3xl text-4xl leading-[1.05] md:text-6xl">This link no longer works.</h1>
      <p className="mt-6 max-w-md text-base leading-relaxed text-muted-foreground">
        This version of the confirmation was replaced by a newer one, withdrawn by the agency, or its link expired. The newest version comes by e-mail; if
        you cannot find it, reply to your booker&apos;s e-mail.
      </p>
      <Link href="/contact" className={buttonClassName({ size: "xl", className: "mt-10" })}>
        Contact the agency
      </Link>
    </section>
  );
}

function Party({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  const shown = lines.filter((l): l is string => !!l && l.trim() !== "");
  if (!shown.length) return null;
  return (
    <div>
      <h3 className="eyebrow text-muted-foreground">{title}</h3>
      <p className="mt-2 text-base leading-relaxed">
        {shown.map((l, i) => (
          <span key={i} className="block">
            {l}
          </span>
        ))}
      </p>
    </div>
  );
}

function Document({ doc }: { doc: ConfirmationSnapshot }) {
  const talents = [...new Set(doc.fees.map((f) => f.talent))];
  return (
    <div className="mt-10 grid gap-14">
      <section aria-labelledby="parties" className="grid gap-8 sm:grid-cols-2">
        <h2 id="parties" className="sr-only">
          Parties
        </h2>
        <Party title="Agency" lines={[doc.agency.legal_name, ...doc.agency.address, doc.agency.vat_id ? `VAT ${doc.agency.vat_id}` : null]} />
        <Party
          title="Client"
          lines={[doc.client?.legal_name || doc.client?.name, ...(doc.client?.address ?? []), doc.client?.vat_id ? `VAT ${doc.client.vat_id}` : null, doc.contact ? `Contact: ${doc.contact.name}` : null]}
        />
        {doc.bill_to && doc.bill_to.name !== doc.client?.name && (
          <Party title="Bill to" lines={[doc.bill_to.legal_name || doc.bill_to.name, ...doc.bill_to.address, doc.bill_to.vat_id ? `VAT ${doc.bill_to.vat_id}` : null]} />
        )}
        <Party title="Job" lines={[doc.job.title, doc.job.location, `Reference ${formatJobReference(doc.job.reference)}`, doc.job.client_reference ? `Your reference ${doc.job.client_reference}` : null, doc.po_number ? `PO ${doc.po_number}` : null, doc.attention ? `Attention: ${doc.attention.name}` : null]} />
      </section>

      <section aria-labelledby="schedule">
        <h2 id="schedule" className="text-3xl">
          Schedule
        </h2>
        <ul className="mt-5 divide-y divide-border border-y border-border">
          {doc.schedule.map((l, i) => (
            <li key={i} className="grid gap-1 py-4 sm:grid-cols-2 sm:gap-x-6">
              <span className="font-medium">{l.talent}</span>
              <span>
                {l.kind_label}: {l.when}
              </span>
              <span className="text-muted-foreground">{l.state_label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fees">
        <h2 id="fees" className="text-3xl">
          Fees
        </h2>
        {talents.map((t) => (
          <div key={t ?? "job"} className="mt-6">
            <h3 className="eyebrow text-muted-foreground">{t ?? "Job"}</h3>
            <ul className="mt-2 divide-y divide-border border-y border-border">
              {doc.fees
                .filter((f) => f.talent === t)
                .map((f, i) => (
                  <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3">
                    <span>
                      {f.kind_label}
                      {f.description ? ` · ${f.description}` : ""}
                      <span className="block text-sm text-muted-foreground">
                        {f.quantity} × {money(doc, f.unit_amount)}
                        {f.usage ? ` · usage ${f.usage}` : ""}
                      </span>
                    </span>
                    <span className="tabular-nums">{money(doc, f.amount)}</span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
        <dl className="mt-8 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-base tabular-nums">
          <dt>Talent fees</dt>
          <dd className="justify-self-end">{money(doc, doc.talent_fees)}</dd>
          <dt>Agency fee ({doc.agency_fee_percent}%)</dt>
          <dd className="justify-self-end">{money(doc, doc.agency_fee)}</dd>
          {doc.expenses.map((e, i) => (
            <div key={i} className="contents">
              <dt>{e.description}</dt>
              <dd className="justify-self-end">{money(doc, e.amount)}</dd>
            </div>
          ))}
          <dt className="border-t border-border pt-2">Net</dt>
          <dd className="justify-self-end border-t border-border pt-2">{money(doc, doc.net)}</dd>
          {doc.vat.map((g) => (
            <div key={g.percent} className="contents">
              <dt>
                VAT {g.percent}% on {money(doc, g.base)}
              </dt>
              <dd className="justify-self-end">{money(doc, g.amount)}</dd>
            </div>
          ))}
          <dt className="border-t border-foreground pt-2 text-lg font-medium">Total ({doc.currency})</dt>
          <dd className="justify-self-end border-t border-foreground pt-2 text-lg font-medium">{money(doc, doc.total)}</dd>
        </dl>
        {doc.vat_note && <p className="mt-3 text-sm text-muted-foreground">{doc.vat_note}</p>}
      </section>

      {doc.usages.length > 0 && (
        <section aria-labelledby="usages">
          <h2 id="usages" className="text-3xl">
            Usage
          </h2>
          <ol className="mt-5 grid gap-4">
            {doc.usages.map((u, i) => (
              <li key={i} className="border-l-2 border-border pl-4">
                <p className="font-medium">
                  {i + 1}. {u.media_labels.join(", ")}
                </p>
                <p className="text-muted-foreground">
                  {u.territory_labels.join(", ")} · {u.period} · {u.exclusivity_label}
                  {u.exclusivity_category ? ` (${u.exclusivity_category})` : ""}
                </p>
                {(u.brand || u.product || u.campaign) && <p className="text-muted-foreground">{[u.brand, u.product, u.campaign].filter(Boolean).join(" · ")}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="terms">
        <h2 id="terms" className="text-3xl">
          Terms
        </h2>
        <dl className="mt-5 grid gap-x-6 gap-y-3 text-base sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Overtime</dt>
          <dd>{doc.terms.overtime}</dd>
          <dt className="text-muted-foreground">Cancellation</dt>
          <dd>{doc.terms.cancellation}</dd>
          <dt className="text-muted-foreground">Payment</dt>
          <dd>{doc.terms.payment}</dd>
        </dl>
      </section>
    </div>
  );
}

function Answered({ c }: { c: PublicConfirmation }) {
  if (c.accepted) {
    return (
      <div role="status" className="mt-12 max-w-xl border-l-2 border-foreground pl-5">
        <p className="text-xl leading-relaxed">
          Accepted by {c.accepted.name}
          {c.accepted.title ? `, ${c.accepted.title},` : ""} on {c.accepted.at_text}.
        </p>
        <p className="mt-3 text-base text-muted-foreground">
          <a href={c.pdf_url} className="underline underline-offset-4">
            Download the certificate (PDF)
          </a>
          : the document you accepted and the record of your acceptance.
        </p>
      </div>
    );
  }
  return (
    <div role="status" className="mt-12 max-w-xl border-l-2 border-destructive pl-5">
      <p className="text-xl leading-relaxed">You declined this confirmation. Your booker has been told and will be in touch.</p>
    </div>
  );
}

/**
 * The client's confirmation (`/c/{token}`, issue 40), reached from the mail with no sign-in: the document (parties,
 * schedule, fees, usage, totals, terms), the PDF, and the answer. Unknown: 404; replaced, withdrawn or expired: a page
 * that says so. Dates are in the job's time zone.
 */
export default async function ConfirmationPage({ params }: Props) {
  await connection();
  const { token } = await params;
  const h = await headers();
  let c: PublicConfirmation;
  try {
    c = await getPublicConfirmation(token, { ip: clientIp(new Request("http://page.local/", { headers: h })), userAgent: h.get("user-agent") });
  } catch (error) {
    if (isAppError(error) && error.code === "GONE") return <Gone />;
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  const doc = c.document;
  const answered = c.status === "accepted" || c.status === "declined";
  return (
    <article className="container-page pt-10 pb-24 md:pt-16 md:pb-32">
      <p className="eyebrow text-accent">
        Confirmation · Job {formatJobReference(doc.job.reference)} · Version {c.version}
      </p>
      <h1 className="mt-4 max-w-3xl text-4xl leading-[1.02] md:text-6xl">{doc.job.title}</h1>
      <p className="mt-5 max-w-xl text-base leading-relaxed text-muted-foreground">
        {answered
          ? `${doc.agency.legal_name} · ${doc.talents.join(", ")}`
          : `Please review what we agreed for ${doc.talents.join(", ")}, then accept it below. Total ${money(doc, doc.total)}.`}
      </p>
      <p className="mt-4">
        <a href={c.pdf_url} className="text-base underline underline-offset-4">
          {c.status === "accepted" ? "Certificate (PDF)" : "Download the PDF"}
        </a>
      </p>
      <Document doc={doc} />
      {answered ? <Answered c={c} /> : <ConfirmationAnswer token={token} consentWording={c.consent_wording} />}
    </article>
  );
}
