import { relations } from "drizzle-orm";
import { blogCategories, blogPosts } from "./blog";
import { bookings } from "./bookings";
import { jobLines, jobs } from "./jobs";
import { notificationRecipients, notifications } from "./notifications";
import { packageTalents, packages } from "./packages";
import { socialAccounts, talentMedia, talentProfiles } from "./talents";
import { adminPermissions, users } from "./users";

export const usersRelations = relations(users, ({ one, many }) => ({
  talentProfile: one(talentProfiles, { fields: [users.id], references: [talentProfiles.userId] }),
  permissions: many(adminPermissions),
}));

export const adminPermissionsRelations = relations(adminPermissions, ({ one }) => ({
  user: one(users, { fields: [adminPermissions.userId], references: [users.id] }),
}));

export const talentProfilesRelations = relations(talentProfiles, ({ one, many }) => ({
  user: one(users, { fields: [talentProfiles.userId], references: [users.id] }),
  media: many(talentMedia),
  socialAccounts: many(socialAccounts),
  bookings: many(bookings),
}));

export const talentMediaRelations = relations(talentMedia, ({ one }) => ({
  talentProfile: one(talentProfiles, { fields: [talentMedia.talentProfileId], references: [talentProfiles.id] }),
}));

export const socialAccountsRelations = relations(socialAccounts, ({ one }) => ({
  talentProfile: one(talentProfiles, { fields: [socialAccounts.talentProfileId], references: [talentProfiles.id] }),
}));

export const bookingsRelations = relations(bookings, ({ one }) => ({
  talentProfile: one(talentProfiles, { fields: [bookings.talentProfileId], references: [talentProfiles.id] }),
  package: one(packages, { fields: [bookings.packageId], references: [packages.id] }),
  job: one(jobs, { fields: [bookings.jobId], references: [jobs.id] }),
}));

export const packagesRelations = relations(packages, ({ one, many }) => ({
  creator: one(users, { fields: [packages.createdBy], references: [users.id] }),
  talents: many(packageTalents),
  bookings: many(bookings),
}));

export const packageTalentsRelations = relations(packageTalents, ({ one }) => ({
  package: one(packages, { fields: [packageTalents.packageId], references: [packages.id] }),
  talentProfile: one(talentProfiles, { fields: [packageTalents.talentProfileId], references: [talentProfiles.id] }),
}));

export const blogPostsRelations = relations(blogPosts, ({ one }) => ({
  category: one(blogCategories, { fields: [blogPosts.categoryId], references: [blogCategories.id] }),
}));

export const blogCategoriesRelations = relations(blogCategories, ({ many }) => ({
  posts: many(blogPosts),
}));

export const notificationsRelations = relations(notifications, ({ many }) => ({
  recipients: many(notificationRecipients),
}));

export const notificationRecipientsRelations = relations(notificationRecipients, ({ one }) => ({
  notification: one(notifications, {
    fields: [notificationRecipients.notificationId],
    references: [notifications.id],
  }),
  user: one(users, { fields: [notificationRecipients.userId], references: [users.id] }),
}));

export const jobsRelations = relations(jobs, ({ one, many }) => ({
  creator: one(users, { fields: [jobs.createdBy], references: [users.id] }),
  lines: many(jobLines),
  bookings: many(bookings),
}));

export const jobLinesRelations = relations(jobLines, ({ one }) => ({
  job: one(jobs, { fields: [jobLines.jobId], references: [jobs.id] }),
  talentProfile: one(talentProfiles, { fields: [jobLines.talentProfileId], references: [talentProfiles.id] }),
}));
