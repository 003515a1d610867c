import { pgEnum } from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit loads this file without the app's path aliases. The tuples' homes are lib/domain.
import { bookingStatuses, projectTypes } from "../../lib/domain/booking";
import { GENDERS } from "../../lib/domain/genders";
import { SOCIAL_PLATFORMS } from "../../lib/domain/social-platforms";
import { TALENT_CATEGORIES } from "../../lib/domain/talent-categories";
import { userStatuses } from "../../lib/domain/talent-status";

export const userRole = pgEnum("user_role", ["admin", "subadmin", "talent"]);
export const userStatus = pgEnum("user_status", userStatuses);
export const talentCategory = pgEnum("talent_category", TALENT_CATEGORIES);
export const gender = pgEnum("gender", GENDERS);
export const socialPlatform = pgEnum("social_platform", SOCIAL_PLATFORMS);
export const projectType = pgEnum("project_type", projectTypes);
/** Where a request for several talents at once came from: a visitor's shortlist or a client package's selection. */
export const inquirySource = pgEnum("inquiry_source", ["shortlist", "package"]);
export const bookingStatus = pgEnum("booking_status", bookingStatuses);
export const notificationType = pgEnum("notification_type", ["system", "booking", "general"]);
export const emailStatus = pgEnum("email_status", ["queued", "sent", "failed"]);
