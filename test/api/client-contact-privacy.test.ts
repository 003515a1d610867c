import { eq } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/v1/admin/contacts/[id]/export/route";
import { DELETE as removeContact } from "@/app/api/v1/admin/contacts/[id]/route";
import { POST as addContact } from "@/app/api/v1/admin/companies/[id]/contacts/route";
import { POST as createCompany } from "@/app/api/v1/admin/companies/route";
import { POST as createJob } from "@/app/api/v1/admin/jobs/route";
import { createAdmin, createSubadmin } from "@/db/factories";
import { activityLog, companyContacts, confirmations, jobs } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { PERSONAL_DATA } from "@/lib/services/privacy/privacy-registry";
import { useTestDb } from "../db";
import { call } from "../http";

/*
 * Issue 40, item 5: client contacts are personal data. They are in the registry of personal data (kept while the
 * company is a client; erased by staff; an accepted confirmation keeps the name under a legal hold), staff can hand a
 * contact their data (export), and deleting a contact (their erasure) leaves the accepted confirmation's evidence.
 */

const db = useTestDb();
let admin: string;
let bookingsOnly: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  bookingsOnly = (await createSession((await createSubadmin(db(), ["bookings"])).id)).token;
});

describe("client contacts as personal data", () => {
  it("are in the registry, with the legal hold of an accepted confirmation", () => {
    const entry = PERSONAL_DATA.find((e) => getTableConfig(e.table).name === "company_contacts");
    expect(entry).toBeDefined();
    expect(entry!.erasure.do).toBe("keep");
    if (entry!.erasure.do === "keep") {
      expect(entry!.erasure.period).toContain("deleted by staff");
      expect(entry!.erasure.period).toContain("accepted confirmation keeps the name");
    }
  });

  it("exports a contact's data, and erasing the contact keeps the accepted confirmation's name and snapshot", async () => {
    const company = await call(createCompany, "/api/v1/admin/companies", { bearer: admin, body: { name: "Zara", domains: ["zara.com"], country: "NL" } });
    expect(company.status).toBe(201);
    const companyId = company.body.data.id as number;
    const made = await call(addContact, `/api/v1/admin/companies/${companyId}/contacts`, {
      bearer: admin,
      params: { id: String(companyId) },
      body: { name: "Anna López", title: "Producer", email: "anna@zara.com", phone: "+34 600 000 000" },
    });
    expect(made.status).toBe(201);
    const contactId = made.body.data.id as number;
    const job = await call(createJob, "/api/v1/admin/jobs", { bearer: admin, body: { title: "Spring", client_name: "Anna López", company_id: companyId, contact_id: contactId } });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const jobId = job.body.data.job.id as number;
    // An accepted confirmation (the confirmations branch writes these; here the row as it stands after acceptance).
    const snapshot = { client: { contact: { name: "Anna López", email: "anna@zara.com" } }, total: "8712.00" };
    const [accepted] = await db()
      .insert(confirmations)
      .values({
        jobId,
        version: 1,
        status: "accepted",
        snapshot,
        snapshotSha256: "a".repeat(64),
        sentTo: "Anna@Zara.com",
        sentAt: new Date(),
        acceptedAt: new Date(),
        acceptedName: "Anna López",
        acceptedTitle: "Producer",
        acceptedIp: "203.0.113.7",
        acceptedUserAgent: "AcceptTest/1.0",
      })
      .returning();

    // Export: the record, the job naming them, the confirmation sent to them; the clients permission only.
    const exported = await call(exportRoute, `/api/v1/admin/contacts/${contactId}/export`, { bearer: admin, params: { id: String(contactId) } });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(exported.body.data).toMatchObject({
      contact: { id: contactId, name: "Anna López", email: "anna@zara.com", phone: "+34 600 000 000" },
      company: { id: companyId, name: "Zara" },
      jobs: [{ id: jobId, role: "booker" }],
      confirmations: [{ id: accepted.id, status: "accepted", accepted_name: "Anna López" }],
    });
    expect((await call(exportRoute, `/api/v1/admin/contacts/${contactId}/export`, { bearer: bookingsOnly, params: { id: String(contactId) } })).status).toBe(403);

    // Erasure: the contact goes, the job loses the link and keeps its text snapshot, the activity log does not name them.
    const gone = await call(removeContact, `/api/v1/admin/contacts/${contactId}`, { method: "DELETE", bearer: admin, params: { id: String(contactId) } });
    expect(gone.status).toBe(200);
    expect(await db().select().from(companyContacts).where(eq(companyContacts.id, contactId))).toEqual([]);
    const [after] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    expect(after).toMatchObject({ contactId: null, clientName: "Anna López" });
    const entries = await db().select({ action: activityLog.action }).from(activityLog);
    expect(entries.some((e) => e.action.includes("Deleted a contact"))).toBe(true);
    expect(entries.filter((e) => e.action.includes("Anna")).map((e) => e.action)).toEqual([]);
    // Legal hold: the accepted confirmation keeps the name, title and snapshot it was accepted under.
    const [held] = await db().select().from(confirmations).where(eq(confirmations.id, accepted.id));
    expect(held).toMatchObject({ status: "accepted", acceptedName: "Anna López", acceptedTitle: "Producer", snapshot });
    expect((await call(exportRoute, `/api/v1/admin/contacts/${contactId}/export`, { bearer: admin, params: { id: String(contactId) } })).status).toBe(404);
  });
});
