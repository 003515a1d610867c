import type { NotificationInput } from "../factories";
import { daysAgo } from "./random";

/** Who the seeded notifications go to, resolved to user ids by the seed. */
export interface Audience {
  demoTalentId: number;
  activeTalentIds: number[];
  /** Active talent user ids by category. */
  byCategory: Record<"female" | "male" | "influencer" | "teen", number[]>;
  adminId: number;
}

/**
 * Six notifications. The demo talent ends up with two read (welcome, casting) and three unread, two of which
 * count as important (a booking-type one and one marked important) plus one system notice.
 */
export function buildNotificationSeeds(now: Date, a: Audience): NotificationInput[] {
  const demo = a.demoTalentId;
  const others = (ids: number[]) => ids.filter((id) => id !== demo);
  return [
    {
      title: "Welcome to the new Maison Talent dashboard",
      message:
        "Your dashboard now shows your bookings, notifications and portfolio in one place. Keep your measurements and photos up to date so our bookers can put you forward for the right jobs.",
      type: "general",
      targetAll: true,
      createdBy: a.adminId,
      createdAt: daysAgo(now, 30),
      recipients: a.activeTalentIds.map((userId, i) => ({ userId, isRead: userId === demo || i % 3 === 0 })),
    },
    {
      title: "Casting: Spring/Summer campaign in Lisbon",
      message:
        "A fashion house is casting for a four-day shoot in Lisbon next month. Reply to your booker by Friday if you are available.",
      type: "general",
      createdBy: a.adminId,
      createdAt: daysAgo(now, 12),
      recipients: [{ userId: demo, isRead: true }, ...others(a.byCategory.female).slice(0, 8).map((userId) => ({ userId }))],
    },
    {
      title: "New booking request from Atelier Noir",
      message:
        "Atelier Noir has requested you for a two-day outerwear campaign. Your booker will confirm dates and fees with you before accepting.",
      type: "booking",
      createdBy: a.adminId,
      createdAt: daysAgo(now, 2, 3),
      recipients: [demo],
    },
    {
      title: "Portfolio review scheduled",
      message:
        "Our creative team will review your portfolio next Tuesday at 2 pm. Please upload at least two new photos from your recent shoots before then.",
      type: "general",
      important: true,
      createdBy: a.adminId,
      createdAt: daysAgo(now, 1, 5),
      recipients: [demo, ...others(a.byCategory.female).slice(3, 6)],
    },
    {
      title: "Please update your measurements",
      message:
        "Fashion week fittings start soon. Check that your height, waist, hips and shoe size are current in your dashboard settings.",
      type: "system",
      createdBy: a.adminId,
      createdAt: daysAgo(now, 0, 6),
      recipients: [demo, ...others(a.byCategory.female).slice(0, 4), ...a.byCategory.male.slice(0, 6)],
    },
    {
      title: "Payment processed",
      message: "Payment for your completed booking has been processed and will reach your account within three working days.",
      type: "booking",
      createdBy: a.adminId,
      createdAt: daysAgo(now, 8),
      recipients: a.byCategory.male.slice(2, 5).map((userId) => ({ userId, isRead: true })),
    },
  ];
}

export function buildContactMessageSeeds(now: Date) {
  return [
    {
      fullName: "Natalie Brooks",
      email: "natalie.brooks@example.com",
      subject: "Representation for my daughter",
      message:
        "Hello, my daughter is 16 and has been approached by a photographer. Could you explain how representation works for models under 18 and what consent you need from us?",
      createdAt: daysAgo(now, 1, 2),
    },
    {
      fullName: "Marco Bellini",
      email: "marco.bellini@oroandash.example",
      subject: "Show casting in Milan",
      message:
        "We are casting for our menswear show in February and would love to see your men's board. Could you send a package of available talent over 6'0\"?",
      createdAt: daysAgo(now, 3, 6),
    },
    {
      fullName: "Press Office, The Edit Magazine",
      email: "press@theedit.example",
      subject: "Interview request",
      message: "We are preparing a feature on new agencies and would like to interview your founders. Are they available next week?",
      createdAt: daysAgo(now, 6),
      handledAt: daysAgo(now, 5),
    },
    {
      fullName: "Dev Malhotra",
      email: "dev.malhotra@example.com",
      subject: "Application status",
      message: "I applied two weeks ago and have not heard back. Could you let me know whether my application was received?",
      createdAt: daysAgo(now, 9),
      handledAt: daysAgo(now, 8),
    },
  ];
}

export interface ActivitySubjects {
  approvedTalentId: number;
  hiddenTalentId: number;
  featuredPostId: number;
  confirmedBookingId: number;
  importantNotificationId: number;
  subadminId: number;
}

/** Recent Activity for the admin dashboard: eight entries over the last two weeks, oldest first. */
export function buildActivitySeeds(now: Date, admin: { id: number; name: string }, s: ActivitySubjects) {
  const entry = (
    days: number,
    hours: number,
    section: string,
    action: string,
    subjectType: string | null,
    subjectId: number | null,
  ) => ({
    actorId: admin.id,
    actorName: admin.name,
    section,
    action,
    subjectType,
    subjectId,
    createdAt: daysAgo(now, days, hours),
  });
  const entries = [
    entry(14, 2, "sub-admins", "Created sub-admin Editor", "user", s.subadminId),
    entry(12, 5, "about-us", "Updated About Us content", "settings", null),
    entry(9, 1, "talents", "Hid talent from public view", "talent", s.hiddenTalentId),
    entry(1, 5, "notifications", "Sent notification: Portfolio review scheduled", "notification", s.importantNotificationId),
    entry(6, 0, "news", "Published blog post", "blog_post", s.featuredPostId),
    entry(3, 4, "banner", "Updated home page banner", "settings", null),
    entry(6, 2, "bookings", "Confirmed booking", "booking", s.confirmedBookingId),
    entry(0, 2, "pending-approval", "Approved talent application", "talent", s.approvedTalentId),
  ];
  return entries.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
}
