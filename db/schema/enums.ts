import { pgEnum } from "drizzle-orm/pg-core";
import { bookingStatuses, projectTypes } from "../../lib/domain/booking";

export const userRole = pgEnum("user_role", ["admin", "subadmin", "talent"]);
export const userStatus = pgEnum("user_status", ["pending", "active", "hidden", "declined", "suspended"]);
export const talentCategory = pgEnum("talent_category", ["female", "male", "influencer", "teen"]);
export const gender = pgEnum("gender", ["male", "female", "other"]);
export const socialPlatform = pgEnum("social_platform", ["instagram", "tiktok"]);
export const projectType = pgEnum("project_type", projectTypes);
/** Where a request for several talents at once came from: a visitor's shortlist or a client package's selection. */
export const inquirySource = pgEnum("inquiry_source", ["shortlist", "package"]);
export const bookingStatus = pgEnum("booking_status", bookingStatuses);
export const notificationType = pgEnum("notification_type", ["system", "booking", "general"]);
export const emailStatus = pgEnum("email_status", ["queued", "sent", "failed"]);
