import "server-only";
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { bookings, companies, companyContacts, companyDomains, jobs, packages, type Company, type CompanyContact } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { checkVatId, emailDomain, isFreeMailDomain, registrableDomain } from "@/lib/domain/companies";
import { basisPointsToPercent } from "@/lib/domain/money";
import { conflict, notFound, validationError, type FieldErrors } from "@/lib/errors";
import { companyMessages, type CompaniesQuery, type CompanyCreateInput, type CompanyUpdateInput, type ContactCreateInput, type ContactUpdateInput } from "@/lib/validation/companies";
import { diffChanges, logActivity } from "@/lib/services/audit";
import { containsPattern } from "@/lib/services/platform";

/*
 * Clients as entities (issue 40, `clients-and-confirmations.md` "Companies and contacts"): companies, the e-mail
 * domains they claim, their contacts; matching an address to a company, and merging two companies.
 */

const COMPANY_NOT_FOUND = "Company not found.";
const CONTACT_NOT_FOUND = "Contact not found.";

function toContact(c: CompanyContact) {
  return {
    id: c.id,
    company_id: c.companyId,
    name: c.name,
    title: c.title,
    email: c.email,
    phone: c.phone,
    is_booking_contact: c.isBookingContact,
    is_billing_contact: c.isBillingContact,
    is_primary: c.isPrimary,
    notes: c.notes,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}
export type AdminContact = ReturnType<typeof toContact>;

function toCompanySummary(c: Company, domains: string[], contactsCount: number) {
  return {
    id: c.id,
    name: c.name,
    legal_name: c.legalName,
    kind: c.kind,
    website: c.website,
    email: c.email,
    phone: c.phone,
    billing_email: c.billingEmail,
    address_line1: c.addressLine1,
    address_line2: c.addressLine2,
    postal_code: c.postalCode,
    city: c.city,
    region: c.region,
    country: c.country,
    vat_id: c.vatId,
    vat_id_valid: c.vatIdValid,
    po_required: c.poRequired,
    payment_terms_days: c.paymentTermsDays,
    currency: c.currency,
    /** Null: the billing setting's. */
    agency_fee_percent: c.agencyFeeBp === null ? null : basisPointsToPercent(c.agencyFeeBp),
    notes: c.notes,
    is_active: c.isActive,
    merged_into_id: c.mergedIntoId,
    domains,
    contacts_count: contactsCount,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}

async function domainsOf(db: DbOrTx, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!ids.length) return out;
  const rows = await db.select().from(companyDomains).where(inArray(companyDomains.companyId, ids)).orderBy(asc(companyDomains.domain));
  for (const r of rows) out.set(r.companyId, [...(out.get(r.companyId) ?? []), r.domain]);
  return out;
}

async function readCompany(db: DbOrTx, id: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const [domains, contacts] = await Promise.all([
    domainsOf(db, [id]),
    db.select().from(companyContacts).where(eq(companyContacts.companyId, id)).orderBy(desc(companyContacts.isPrimary), asc(companyContacts.name), asc(companyContacts.id)),
  ]);
  return { ...toCompanySummary(company, domains.get(id) ?? [], contacts.length), contacts: contacts.map(toContact) };
}
export type AdminCompany = Awaited<ReturnType<typeof readCompany>>;

/** `GET /admin/companies?q&kind`: `q` in the name, the legal name, a domain or a contact's e-mail; merged companies left out. */
export async function listCompanies(viewer: Viewer | null, query: CompaniesQuery) {
  requirePermission(viewer, "clients");
  const db = await getDb();
  const where: SQL[] = [isNull(companies.mergedIntoId)];
  if (query.kind) where.push(eq(companies.kind, query.kind));
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      or(
        ilike(companies.name, pattern),
        ilike(companies.legalName, pattern),
        exists(db.select({ one: sql`1` }).from(companyDomains).where(and(eq(companyDomains.companyId, companies.id), ilike(companyDomains.domain, pattern)))),
        exists(db.select({ one: sql`1` }).from(companyContacts).where(and(eq(companyContacts.companyId, companies.id), ilike(companyContacts.email, pattern)))),
      ) as SQL,
    );
  }
  const filter = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ company: companies, contacts: sql<number>`(select count(*)::int from ${companyContacts} where ${companyContacts.companyId} = ${companies.id})` })
      .from(companies)
      .where(filter)
      .orderBy(desc(companies.isActive), asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(companies).where(filter),
  ]);
  const domains = await domainsOf(db, rows.map((r) => r.company.id));
  return {
    companies: rows.map((r) => toCompanySummary(r.company, domains.get(r.company.id) ?? [], Number(r.contacts))),
    total,
    page: query.page,
    limit: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/**
 * `GET /admin/companies/{id}`: with its domains and contacts, and how many jobs, booking requests and packages name it
 * (`records`: what a merge would move, shown before it is confirmed). One statement of three indexed counts.
 */
export async function getCompany(viewer: Viewer | null, id: number) {
  requirePermission(viewer, "clients");
  const db = await getDb();
  const company = await readCompany(db, id);
  const counted = (table: typeof jobs | typeof bookings | typeof packages) => sql<number>`(select count(*)::int from ${table} where ${table.companyId} = ${id})`;
  const [records] = await db.select({ jobs: counted(jobs), bookings: counted(bookings), packages: counted(packages) }).from(sql`(select 1) as one`);
  return { ...company, records: { jobs: Number(records.jobs), bookings: Number(records.bookings), packages: Number(records.packages) } };
}

/** The registrable, lower-cased domains typed, or a 422 naming the wrong ones (free mail, not a domain). */
function readDomains(typed: string[]): string[] {
  const out: string[] = [];
  const errors: string[] = [];
  for (const t of typed) {
    const domain = registrableDomain(t);
    if (!domain) errors.push(`${companyMessages.domain} ("${t.slice(0, 60)}")`);
    else if (isFreeMailDomain(domain)) errors.push(`${companyMessages.freeMail} (${domain})`);
    else if (!out.includes(domain)) out.push(domain);
  }
  if (errors.length) throw validationError("Validation failed", { domains: errors });
  return out;
}

/** A VAT ID as stored with its checksum verdict, or a 422 when it is malformed. */
function readVat(vatId: string | null): { vatId: string | null; vatIdValid: boolean | null } {
  if (!vatId) return { vatId: null, vatIdValid: null };
  const check = checkVatId(vatId);
  if (!check.ok) throw validationError("Validation failed", { vat_id: [companyMessages.vatId] });
  return { vatId: check.value, vatIdValid: check.valid };
}

/** Claims the domains for the company in the transaction; a domain another company holds is a 409 at `domains`. */
async function claimDomains(tx: DbOrTx, companyId: number, domains: string[]) {
  if (!domains.length) return;
  const taken = await tx
    .select({ domain: companyDomains.domain })
    .from(companyDomains)
    .where(and(inArray(companyDomains.domain, domains), ne(companyDomains.companyId, companyId)));
  const clash = () => conflict(companyMessages.domainTaken, { domains: taken.length ? taken.map((t) => `${companyMessages.domainTaken} (${t.domain})`) : [companyMessages.domainTaken] });
  if (taken.length) throw clash();
  const inserted = await tx
    .insert(companyDomains)
    .values(domains.map((domain) => ({ companyId, domain })))
    .onConflictDoNothing()
    .returning({ domain: companyDomains.domain });
  // A concurrent claim between the read and the insert: the unique index kept one, and this one is refused.
  const mine = await tx.select({ domain: companyDomains.domain }).from(companyDomains).where(and(eq(companyDomains.companyId, companyId), inArray(companyDomains.domain, domains)));
  if (mine.length < domains.length && inserted.length < domains.length) throw clash();
}

const companyValues = (input: Partial<CompanyCreateInput>) => ({
  name: input.name,
  legalName: input.legal_name,
  kind: input.kind,
  website: input.website,
  email: input.email,
  phone: input.phone,
  billingEmail: input.billing_email,
  addressLine1: input.address_line1,
  addressLine2: input.address_line2,
  postalCode: input.postal_code,
  city: input.city,
  region: input.region,
  country: input.country,
  poRequired: input.po_required,
  paymentTermsDays: input.payment_terms_days,
  currency: input.currency,
  agencyFeeBp: input.agency_fee_percent,
  notes: input.notes,
});

const COMPANY_DIFF = { omit: ["id", "createdAt", "createdBy", "updatedAt"] };

/** `POST /admin/companies`: 422 on a free-mail or invalid domain or a malformed VAT ID, 409 on a taken domain. */
export async function createCompany(viewer: Viewer | null, input: CompanyCreateInput): Promise<AdminCompany> {
  const staff = requirePermission(viewer, "clients");
  const domains = readDomains(input.domains);
  const vat = readVat(input.vat_id);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companies)
      .values({ ...companyValues(input), name: input.name, ...vat, createdBy: staff.id })
      .returning();
    await claimDomains(tx, created.id, domains);
    await logActivity(staff, "clients", `Created client ${created.name}`, { subject: { type: "company", id: created.id }, changes: diffChanges(null, created, COMPANY_DIFF), tx });
    return created.id;
  });
  return readCompany(db, id);
}

/** `PUT /admin/companies/{id}`: the fields sent; `domains`, when sent, is the whole new list. */
export async function updateCompany(viewer: Viewer | null, id: number, input: CompanyUpdateInput): Promise<AdminCompany> {
  const staff = requirePermission(viewer, "clients");
  const domains = input.domains === undefined ? undefined : readDomains(input.domains);
  const vat = input.vat_id === undefined ? {} : readVat(input.vat_id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for("update");
    if (!before) throw notFound(COMPANY_NOT_FOUND);
    if (before.mergedIntoId !== null) throw conflict("This company was merged into another one: edit that one.");
    const [saved] = await tx
      .update(companies)
      .set({ ...companyValues(input), ...vat, isActive: input.is_active, updatedAt: new Date() })
      .where(eq(companies.id, id))
      .returning();
    if (domains) {
      await tx.delete(companyDomains).where(and(eq(companyDomains.companyId, id), domains.length ? notInArray(companyDomains.domain, domains) : undefined));
      await claimDomains(tx, id, domains);
    }
    await logActivity(staff, "clients", `Edited client ${saved.name}`, { subject: { type: "company", id }, changes: diffChanges(before, saved, COMPANY_DIFF), tx });
  });
  return readCompany(db, id);
}

/** Whether a job, a request or a package names the company (then it is archived, never deleted). */
async function isReferenced(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({
      used: sql<boolean>`(
        exists (select 1 from ${jobs} where ${jobs.companyId} = ${id} or ${jobs.billingCompanyId} = ${id})
        or exists (select 1 from ${bookings} where ${bookings.companyId} = ${id})
        or exists (select 1 from ${packages} where ${packages.companyId} = ${id})
        or exists (select 1 from ${companies} where ${companies.mergedIntoId} = ${id}))`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.used);
}

/** `DELETE /admin/companies/{id}`: archived (`is_active=false`) when anything names it, deleted otherwise. */
export async function deleteCompany(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "clients");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, id)).for("update");
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    if (await isReferenced(tx, id)) {
      await tx.update(companies).set({ isActive: false, updatedAt: new Date() }).where(eq(companies.id, id));
      await logActivity(staff, "clients", `Archived client ${company.name}`, { subject: { type: "company", id }, tx });
      return { id, archived: true };
    }
    await tx.delete(companies).where(eq(companies.id, id));
    await logActivity(staff, "clients", `Deleted client ${company.name}`, { subject: { type: "company", id }, changes: diffChanges(company, null, COMPANY_DIFF), tx });
    return { id, archived: false };
  });
}

export type CompanyMatch = { company: { id: number; name: string; domain: string | null } | null; contact: AdminContact | null; reason: "contact_email" | "domain" | null };

/**
 * The company an address belongs to: a contact with exactly that e-mail first (any domain, free mail included), else
 * the company claiming the address's registrable domain (never a free-mail one). Merged companies never match.
 */
export async function matchEmail(db: DbOrTx, email: string): Promise<CompanyMatch> {
  const address = email.trim().toLowerCase();
  const [byContact] = await db
    .select({ contact: companyContacts, company: companies })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .where(and(sql`lower(${companyContacts.email}) = ${address}`, isNull(companies.mergedIntoId)))
    .orderBy(desc(companies.isActive), asc(companies.id))
    .limit(1);
  const domain = emailDomain(address);
  if (byContact) {
    const [claimed] = await db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.companyId, byContact.company.id)).orderBy(asc(companyDomains.domain)).limit(1);
    return { company: { id: byContact.company.id, name: byContact.company.name, domain: domain && claimed?.domain === domain ? domain : (claimed?.domain ?? null) }, contact: toContact(byContact.contact), reason: "contact_email" };
  }
  if (!domain || isFreeMailDomain(domain)) return { company: null, contact: null, reason: null };
  const [byDomain] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .where(and(eq(companyDomains.domain, domain), isNull(companies.mergedIntoId)))
    .limit(1);
  return byDomain ? { company: { ...byDomain, domain }, contact: null, reason: "domain" } : { company: null, contact: null, reason: null };
}

/** `GET /admin/companies/match?email=`. */
export async function matchCompany(viewer: Viewer | null, email: string): Promise<CompanyMatch> {
  requirePermission(viewer, "clients");
  return matchEmail(await getDb(), email);
}

/**
 * `POST /admin/companies/{id}/merge {from_company_id}`: moves the other company's contacts (one whose e-mail the
 * survivor already has is folded into that one), domains, jobs, requests and packages here, and marks it merged.
 * Into itself: 422; a company already merged: 409.
 */
export async function mergeCompanies(viewer: Viewer | null, intoId: number, fromId: number) {
  const staff = requirePermission(viewer, "clients");
  if (intoId === fromId) throw validationError("A company cannot be merged into itself.", { from_company_id: ["Choose another company"] });
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // Both rows locked in id order, so two merges of the same pair never wait on each other.
    const locked = await tx.select().from(companies).where(inArray(companies.id, [intoId, fromId])).orderBy(asc(companies.id)).for("update");
    const into = locked.find((c) => c.id === intoId);
    const from = locked.find((c) => c.id === fromId);
    if (!into || !from) throw notFound(COMPANY_NOT_FOUND);
    if (from.mergedIntoId !== null) throw conflict(`${from.name} was already merged.`);
    if (into.mergedIntoId !== null) throw conflict(`${into.name} was merged into another company: merge into that one.`);

    const keep = await tx.select().from(companyContacts).where(eq(companyContacts.companyId, intoId));
    const byEmail = new Map(keep.filter((c) => c.email).map((c) => [c.email!.toLowerCase(), c.id]));
    const incoming = await tx.select().from(companyContacts).where(eq(companyContacts.companyId, fromId));
    let contactsMoved = 0;
    let deduplicated = 0;
    for (const c of incoming) {
      const twin = c.email ? byEmail.get(c.email.toLowerCase()) : undefined;
      if (twin === undefined) {
        await tx.update(companyContacts).set({ companyId: intoId, updatedAt: new Date() }).where(eq(companyContacts.id, c.id));
        contactsMoved++;
        continue;
      }
      // The same person twice: whatever named the duplicate names the survivor's contact.
      await tx.update(jobs).set({ contactId: twin }).where(eq(jobs.contactId, c.id));
      await tx.update(jobs).set({ billingContactId: twin }).where(eq(jobs.billingContactId, c.id));
      await tx.update(bookings).set({ contactId: twin }).where(eq(bookings.contactId, c.id));
      await tx.delete(companyContacts).where(eq(companyContacts.id, c.id));
      deduplicated++;
    }
    const domains = await tx.update(companyDomains).set({ companyId: intoId }).where(eq(companyDomains.companyId, fromId)).returning({ id: companyDomains.id });
    const movedJobs = await tx.update(jobs).set({ companyId: intoId }).where(eq(jobs.companyId, fromId)).returning({ id: jobs.id });
    await tx.update(jobs).set({ billingCompanyId: intoId }).where(eq(jobs.billingCompanyId, fromId));
    const movedBookings = await tx.update(bookings).set({ companyId: intoId }).where(eq(bookings.companyId, fromId)).returning({ id: bookings.id });
    const movedPackages = await tx.update(packages).set({ companyId: intoId }).where(eq(packages.companyId, fromId)).returning({ id: packages.id });
    await tx.update(companies).set({ mergedIntoId: intoId, isActive: false, updatedAt: new Date() }).where(eq(companies.id, fromId));
    const moved = { contacts: contactsMoved, domains: domains.length, jobs: movedJobs.length, bookings: movedBookings.length, packages: movedPackages.length, confirmations: 0 };
    await logActivity(staff, "clients", `Merged client ${from.name} into ${into.name}`, { subject: { type: "company", id: intoId }, tx });
    return { moved, contacts_deduplicated: deduplicated };
  });
  return { company: await readCompany(db, intoId), ...result };
}

// ---------------------------------------------------------------------------------------------------------------
// Contacts

const contactValues = (input: Partial<ContactCreateInput>) => ({
  name: input.name,
  title: input.title,
  email: input.email,
  phone: input.phone,
  isBookingContact: input.is_booking_contact,
  isBillingContact: input.is_billing_contact,
  isPrimary: input.is_primary,
  notes: input.notes,
});

const contactTaken = () => conflict("This company already has a contact with that e-mail.", { email: ["This company already has a contact with that e-mail"] } satisfies FieldErrors);

async function emailFree(db: DbOrTx, companyId: number, email: string | null | undefined, exceptId?: number) {
  if (!email) return;
  const [other] = await db
    .select({ id: companyContacts.id })
    .from(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), sql`lower(${companyContacts.email}) = ${email.toLowerCase()}`, exceptId ? ne(companyContacts.id, exceptId) : undefined));
  if (other) throw contactTaken();
}

/** `GET /admin/companies/{id}/contacts`. */
export async function listContacts(viewer: Viewer | null, companyId: number) {
  requirePermission(viewer, "clients");
  const company = await readCompany(await getDb(), companyId);
  return { contacts: company.contacts };
}

/** `POST /admin/companies/{id}/contacts`: 409 when the company has a contact with that e-mail. */
export async function createContact(viewer: Viewer | null, companyId: number, input: ContactCreateInput): Promise<AdminContact> {
  const staff = requirePermission(viewer, "clients");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    await emailFree(tx, companyId, input.email);
    const [created] = await tx
      .insert(companyContacts)
      .values({ ...contactValues(input), name: input.name, companyId })
      .returning();
    await logActivity(staff, "clients", `Added a contact to ${company.name}`, { subject: { type: "company", id: companyId }, tx });
    return toContact(created);
  });
}

/** `PUT /admin/contacts/{id}`. */
export async function updateContact(viewer: Viewer | null, id: number, input: ContactUpdateInput): Promise<AdminContact> {
  const staff = requirePermission(viewer, "clients");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companyContacts).where(eq(companyContacts.id, id)).for("update");
    if (!before) throw notFound(CONTACT_NOT_FOUND);
    await emailFree(tx, before.companyId, input.email, id);
    const [saved] = await tx
      .update(companyContacts)
      .set({ ...contactValues(input), updatedAt: new Date() })
      .where(eq(companyContacts.id, id))
      .returning();
    await logActivity(staff, "clients", "Edited a contact", { subject: { type: "company", id: saved.companyId }, tx });
    return toContact(saved);
  });
}

/**
 * `DELETE /admin/contacts/{id}`, also a contact's erasure: jobs and requests that named the contact keep their text
 * snapshot (and lose the link); an accepted confirmation keeps the name it was accepted under (legal hold, see the
 * registry of personal data). The activity entry does not name the person.
 */
export async function deleteContact(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "clients");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(companyContacts).where(eq(companyContacts.id, id)).returning();
    if (!gone) throw notFound(CONTACT_NOT_FOUND);
    await logActivity(staff, "clients", "Deleted a contact", { subject: { type: "company", id: gone.companyId }, tx });
    return { id };
  });
}

/**
 * `POST /admin/bookings/{id}/link-company {company_id}`: links the request (and the requests sent with it) to the
 * company and to its contact with the request's e-mail, created when the company has none. Idempotent.
 */
export async function linkBookingToCompany(viewer: Viewer | null, bookingId: number, companyId: number) {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking) throw notFound("Booking not found.");
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    if (company.mergedIntoId !== null) throw validationError("This company was merged into another one.", { company_id: ["Choose the company it was merged into"] });
    const email = booking.clientEmail.trim().toLowerCase();
    const existing = () => tx.select().from(companyContacts).where(and(eq(companyContacts.companyId, companyId), sql`lower(${companyContacts.email}) = ${email}`));
    let [contact] = await existing();
    if (!contact) {
      await tx.insert(companyContacts).values({ companyId, name: booking.clientName, email, phone: booking.clientPhone, isBookingContact: true }).onConflictDoNothing();
      [contact] = await existing();
    }
    const group = booking.inquiryId === null ? eq(bookings.id, bookingId) : eq(bookings.inquiryId, booking.inquiryId);
    await tx.update(bookings).set({ companyId, contactId: contact.id }).where(group);
    if (booking.companyId !== companyId) {
      await logActivity(staff, "bookings", `Linked request ${booking.reference} to client ${company.name}`, { subject: { type: "booking", id: bookingId }, tx });
    }
  });
}
