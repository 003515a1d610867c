import { newPackageToken } from "@/lib/auth/package-token";
import type { DbOrTx } from "../types";
import { createBookings, type CreatedTalent } from "../factories";
import { bookingInquiries, packages, packageTalents } from "../schema";
import { daysAgo, isoDate } from "./random";


/**
 * Two demo client packages: one active (sent, viewed four times, two talents selected, whose booking requests are
 * linked to it) and one expired. The links are random like any other; an admin copies them from the package page.
 */
export async function seedPackages(tx: DbOrTx, now: Date, context: { adminId: number; active: CreatedTalent[] }) {
  const women = context.active.filter((t) => t.profile.category === "female").slice(0, 4);
  const men = context.active.filter((t) => t.profile.category === "male").slice(0, 3);
  const end = (days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 23, 59, 59, 999));

  const [active] = await tx
    .insert(packages)
    .values({
      ...tokenColumns(),
      title: "Spring campaign casting",
      clientName: "Claire Dubois",
      clientCompany: "Maison Éclat",
      clientEmail: "claire@maison-eclat.example",
      message: "Claire, here are four faces we think fit the spring brief: natural light, linen, a relaxed mood. Select the ones you like and we will check their availability for your dates.",
      expiresAt: end(11),
      sentAt: daysAgo(now, 3, 2),
      viewCount: 4,
      firstViewedAt: daysAgo(now, 3, 1),
      lastViewedAt: new Date(now.getTime() - 5 * 3600_000),
      selectedAt: daysAgo(now, 1, 3),
      createdBy: context.adminId,
      createdAt: daysAgo(now, 3, 3),
      updatedAt: daysAgo(now, 3, 3),
    })
    .returning({ id: packages.id });
  const notes = ["Just back from the Paris shows; very natural on camera.", null, "Free most of April.", null];
  await tx.insert(packageTalents).values(
    women.map((t, position) => ({
      packageId: active.id,
      talentProfileId: t.profile.id,
      position,
      note: notes[position] ?? null,
      openCount: position < 3 ? 2 - (position % 2) : 0,
      openedAt: position < 3 ? daysAgo(now, 3, 1) : null,
      lastOpenedAt: position < 3 ? daysAgo(now, 1, 3) : null,
      selectedAt: position === 0 || position === 2 ? daysAgo(now, 1, 3) : null,
    })),
  );
  const [selection] = await tx
    .insert(bookingInquiries)
    .values({ source: "package", packageId: active.id, createdAt: daysAgo(now, 1, 3) })
    .returning({ id: bookingInquiries.id });
  await createBookings(
    tx,
    [women[0], women[2]].filter(Boolean).map((t) => ({
      talentProfileId: t.profile.id,
      clientName: "Claire Dubois",
      clientEmail: "claire@maison-eclat.example",
      clientPhone: "",
      companyName: "Maison Éclat",
      projectType: "campaign" as const,
      projectDescription: "Spring campaign, two shoot days in a studio with natural light.",
      projectDate: isoDate(now, 24),
      budgetMin: 10000,
      budgetMax: 25000,
      status: "pending" as const,
      packageId: active.id,
      inquiryId: selection.id,
      createdAt: daysAgo(now, 1, 3),
      updatedAt: daysAgo(now, 1, 3),
    })),
  );

  const [expired] = await tx
    .insert(packages)
    .values({
      ...tokenColumns(),
      title: "Autumn lookbook",
      clientName: "Marcus Lee",
      clientCompany: "Northline Studio",
      clientEmail: "marcus@northline.example",
      message: "Three options for the lookbook, as discussed on the phone.",
      expiresAt: end(-26),
      sentAt: daysAgo(now, 40),
      viewCount: 2,
      firstViewedAt: daysAgo(now, 39),
      lastViewedAt: daysAgo(now, 35),
      createdBy: context.adminId,
      createdAt: daysAgo(now, 40, 1),
      updatedAt: daysAgo(now, 40, 1),
    })
    .returning({ id: packages.id });
  await tx.insert(packageTalents).values(men.map((t, position) => ({ packageId: expired.id, talentProfileId: t.profile.id, position, note: null })));
  return { activeId: active.id, expiredId: expired.id };
}

function tokenColumns() {
  const { tokenHash, tokenEnc } = newPackageToken();
  return { tokenHash, tokenEnc };
}
