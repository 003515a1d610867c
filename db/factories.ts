import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Permission } from "@/lib/domain/permissions";
import { searchColumnsOf } from "@/lib/domain/talent-search-columns";
import { slugify } from "@/lib/domain/slug";
import { isApprovedStatus } from "@/lib/domain/talent-status";
import type { DbOrTx } from "./types";
import {
  adminPermissions,
  blogCategories,
  blogPosts,
  bookings,
  notificationRecipients,
  notifications,
  socialAccounts,
  talentMedia,
  talentProfiles,
  users,
  type BlogCategory,
  type BlogPost,
  type Booking,
  type NewBlogPost,
  type NewBooking,
  type NewTalentProfile,
  type NewUser,
  type Notification,
  type SocialAccount,
  type TalentMedia,
  type TalentProfile,
  type User,
} from "./schema";
import { demoPortraits } from "@/lib/domain/demo-images.generated";

/**
 * Row factories shared by the demo seed, the Vitest suites and the Playwright setup. Each takes the database (or
 * a transaction) and overrides; anything not given gets a plausible default. Users get the demo password unless
 * another is given, hashed once per process because argon2 is deliberately slow.
 */

export const DEMO_PASSWORD = "demo-password";

let demoHash: Promise<string> | undefined;
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

let counter = 0;
/** A short unique suffix, so factory defaults never collide, even across processes sharing one database. */
function unique(): string {
  counter += 1;
  return `${counter}-${randomUUID().slice(0, 6)}`;
}

async function resolvePasswordHash(o: { password?: string; passwordHash?: string }): Promise<string> {
  if (o.passwordHash) return o.passwordHash;
  if (o.password === undefined || o.password === DEMO_PASSWORD) return demoPasswordHash();
  return hashPassword(o.password);
}

// --- users ------------------------------------------------------------------------------------------------------

export type UserOverrides = Partial<Omit<NewUser, "id" | "passwordHash" | "role">> & {
  password?: string;
  passwordHash?: string;
};

async function insertUser(db: DbOrTx, role: User["role"], o: UserOverrides, label: string): Promise<User> {
  const { password, passwordHash, ...rest } = o;
  const n = unique();
  const [user] = await db
    .insert(users)
    .values({
      name: `${label} ${n}`,
      status: "active",
      ...rest,
      email: (rest.email ?? `${label.toLowerCase().replace(/\W+/g, "-")}-${n}@factory.test`).toLowerCase(),
      role,
      passwordHash: await resolvePasswordHash({ password, passwordHash }),
    })
    .returning();
  return user;
}

export function createAdmin(db: DbOrTx, overrides: UserOverrides = {}): Promise<User> {
  return insertUser(db, "admin", overrides, "Admin");
}

export async function createSubadmin(
  db: DbOrTx,
  permissions: readonly Permission[],
  overrides: UserOverrides = {},
): Promise<User> {
  const user = await insertUser(db, "subadmin", { roleLabel: "Editor", ...overrides }, "Subadmin");
  if (permissions.length) {
    await db.insert(adminPermissions).values([...new Set(permissions)].map((permission) => ({ userId: user.id, permission })));
  }
  return user;
}

// --- talents ----------------------------------------------------------------------------------------------------

export interface MediaInput {
  fileUrl: string;
  width?: number | null;
  height?: number | null;
  blurDataUrl?: string | null;
  createdAt?: Date;
}

export interface SocialInput {
  platform: "instagram" | "tiktok";
  username?: string | null;
  url?: string | null;
  followers?: number;
  externalId?: string | null;
  connectedAt?: Date;
}

export type TalentOverrides = UserOverrides & {
  profile?: Partial<Omit<NewTalentProfile, "id" | "userId">>;
  /** Photos in display order, or a number of demo portraits to attach. The user's profile image defaults to the first. */
  media?: MediaInput[] | number;
  social?: SocialInput[];
};

export interface CreatedTalent {
  user: User;
  profile: TalentProfile;
  media: TalentMedia[];
  social: SocialAccount[];
}

function demoMedia(count: number, style: "female" | "male", offset: number): MediaInput[] {
  const pool = demoPortraits.filter((p) => p.style === style);
  return Array.from({ length: count }, (_, i) => {
    const p = pool[(offset + i) % pool.length];
    return { fileUrl: p.url, width: p.width, height: p.height, blurDataUrl: p.blurDataUrl };
  });
}

/** Creates one talent: user, profile, photos and social accounts. */
export async function createTalent(db: DbOrTx, overrides: TalentOverrides = {}): Promise<CreatedTalent> {
  const [created] = await createTalents(db, [overrides]);
  return created;
}

/** Creates many talents with one insert per table, which is what keeps the demo seed fast. */
export async function createTalents(db: DbOrTx, list: TalentOverrides[]): Promise<CreatedTalent[]> {
  if (list.length === 0) return [];
  const prepared = await Promise.all(
    list.map(async (o, index) => {
      const { profile = {}, media = [], social = [], password, passwordHash, ...userFields } = o;
      const n = unique();
      const gender = profile.gender ?? "female";
      const mediaList =
        typeof media === "number" ? demoMedia(media, gender === "male" ? "male" : "female", counter + index) : media;
      const user: NewUser = {
        name: `Talent ${n}`,
        status: "active",
        profileImageUrl: mediaList[0]?.fileUrl ?? null,
        ...userFields,
        email: (userFields.email ?? `talent-${n}@factory.test`).toLowerCase(),
        role: "talent",
        passwordHash: await resolvePasswordHash({ password, passwordHash }),
      };
      return { user, profile, mediaList, social };
    }),
  );

  const userRows = await db
    .insert(users)
    .values(prepared.map((p) => p.user))
    .returning();
  const byEmail = new Map(userRows.map((u) => [u.email, u]));
  const orderedUsers = prepared.map((p) => byEmail.get(p.user.email as string) as User);

  const profileRows = await db
    .insert(talentProfiles)
    .values(
      prepared.map((p, i) => {
        const profile = p.profile;
        const derived = searchColumnsOf({ height: profile.height ?? null, hairColor: profile.hairColor ?? null, eyeColor: profile.eyeColor ?? null });
        return {
          category: "female" as const,
          gender: "female" as const,
          stageName: orderedUsers[i].name,
          ...profile,
          heightCm: profile.heightCm ?? derived.heightCm,
          hairColorKey: profile.hairColorKey ?? derived.hairColorKey,
          eyeColorKey: profile.eyeColorKey ?? derived.eyeColorKey,
          userId: orderedUsers[i].id,
          createdAt: profile.createdAt ?? orderedUsers[i].createdAt,
          // An approved talent starts published unless told otherwise, as the data migration left today's roster;
          // tests of the publishing flow pass `publishedAt: null`.
          publishedAt:
            profile.publishedAt !== undefined
              ? profile.publishedAt
              : isApprovedStatus(orderedUsers[i].status)
                ? (profile.createdAt ?? orderedUsers[i].createdAt)
                : null,
        };
      }),
    )
    .returning();
  const profileByUser = new Map(profileRows.map((p) => [p.userId, p]));
  const orderedProfiles = orderedUsers.map((u) => profileByUser.get(u.id) as TalentProfile);

  const mediaValues = prepared.flatMap((p, i) =>
    p.mediaList.map((m, sortOrder) => ({
      talentProfileId: orderedProfiles[i].id,
      fileUrl: m.fileUrl,
      width: m.width ?? null,
      height: m.height ?? null,
      blurDataUrl: m.blurDataUrl ?? null,
      sortOrder,
      // Older photos first in insertion order, so "newest first" lists show the last-added on top.
      createdAt: m.createdAt ?? new Date(orderedUsers[i].createdAt.getTime() + sortOrder * 60_000),
    })),
  );
  const mediaRows = mediaValues.length ? await db.insert(talentMedia).values(mediaValues).returning() : [];

  const socialValues = prepared.flatMap((p, i) =>
    p.social.map((s) => ({
      talentProfileId: orderedProfiles[i].id,
      platform: s.platform,
      username: s.username ?? null,
      url: s.url ?? null,
      followers: s.followers ?? 0,
      externalId: s.externalId ?? null,
      connectedAt: s.connectedAt ?? orderedUsers[i].createdAt,
    })),
  );
  const socialRows = socialValues.length ? await db.insert(socialAccounts).values(socialValues).returning() : [];

  return orderedUsers.map((user, i) => ({
    user,
    profile: orderedProfiles[i],
    media: mediaRows.filter((m) => m.talentProfileId === orderedProfiles[i].id),
    social: socialRows.filter((s) => s.talentProfileId === orderedProfiles[i].id),
  }));
}

// --- bookings ---------------------------------------------------------------------------------------------------

export type BookingOverrides = Partial<Omit<NewBooking, "id">> & { talentProfileId: number };

export async function createBooking(db: DbOrTx, overrides: BookingOverrides): Promise<Booking> {
  const [row] = await createBookings(db, [overrides]);
  return row;
}

export async function createBookings(db: DbOrTx, list: BookingOverrides[]): Promise<Booking[]> {
  if (list.length === 0) return [];
  return db
    .insert(bookings)
    .values(
      list.map((o) => ({
        clientName: "Jordan Client",
        clientEmail: `client-${unique()}@factory.test`,
        clientPhone: "+12125550100",
        projectType: "photoshoot" as const,
        projectDescription: "Editorial photoshoot",
        location: "TBD",
        budgetMin: 1000,
        budgetMax: 5000,
        ...o,
      })),
    )
    .returning();
}

// --- blog -------------------------------------------------------------------------------------------------------

/** Returns the category with this slug, creating it when missing. */
export async function createBlogCategory(db: DbOrTx, input: { slug: string; name: string }): Promise<BlogCategory> {
  const [existing] = await db.select().from(blogCategories).where(eq(blogCategories.slug, input.slug));
  if (existing) return existing;
  const [row] = await db.insert(blogCategories).values(input).returning();
  return row;
}

export type BlogPostOverrides = Partial<Omit<NewBlogPost, "id">>;

export async function createBlogPost(db: DbOrTx, overrides: BlogPostOverrides = {}): Promise<BlogPost> {
  const [row] = await createBlogPosts(db, [overrides]);
  return row;
}

/** Published now unless `publishedAt` is given (null makes a draft). The slug defaults to the title's plus a suffix. */
export async function createBlogPosts(db: DbOrTx, list: BlogPostOverrides[]): Promise<BlogPost[]> {
  if (list.length === 0) return [];
  return db
    .insert(blogPosts)
    .values(
      list.map((o) => {
        const title = o.title ?? `Journal entry ${unique()}`;
        return {
          excerpt: "A short look at life at the agency.",
          contentHtml: "<p>Sample article body.</p>",
          authorName: "Admin",
          publishedAt: new Date(),
          ...o,
          title,
          slug: o.slug ?? `${slugify(title)}-${unique()}`,
        };
      }),
    )
    .returning();
}

// --- notifications ----------------------------------------------------------------------------------------------

export interface NotificationInput {
  title?: string;
  message?: string;
  type?: Notification["type"];
  important?: boolean;
  targetAll?: boolean;
  createdBy?: number | null;
  createdAt?: Date;
  /** User ids, or rows with read state. With `targetAll` and no recipients, every active talent receives it. */
  recipients?: Array<number | { userId: number; isRead?: boolean; readAt?: Date | null }>;
}

export async function createNotification(
  db: DbOrTx,
  input: NotificationInput = {},
): Promise<{ notification: Notification; recipientIds: number[] }> {
  let recipients = (input.recipients ?? []).map((r) => (typeof r === "number" ? { userId: r } : r));
  if (input.targetAll && recipients.length === 0) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "talent"), eq(users.status, "active")));
    recipients = rows.map((r) => ({ userId: r.id }));
  }
  const createdAt = input.createdAt ?? new Date();
  const [notification] = await db
    .insert(notifications)
    .values({
      title: input.title ?? `Notice ${unique()}`,
      message: input.message ?? "A message from the agency.",
      type: input.type ?? "general",
      important: input.important ?? false,
      targetAll: input.targetAll ?? false,
      createdBy: input.createdBy ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const targets = [...new Map(recipients.map((r) => [r.userId, r])).values()];
  if (targets.length) {
    await db.insert(notificationRecipients).values(
      targets.map((r) => ({
        notificationId: notification.id,
        userId: r.userId,
        isRead: r.isRead ?? false,
        readAt: r.isRead ? (r.readAt ?? createdAt) : null,
      })),
    );
  }
  return { notification, recipientIds: targets.map((r) => r.userId) };
}

/** Permissions of a user, for tests. */
export async function permissionsOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ permission: adminPermissions.permission })
    .from(adminPermissions)
    .where(eq(adminPermissions.userId, userId));
  return rows.map((r) => r.permission).sort();
}
