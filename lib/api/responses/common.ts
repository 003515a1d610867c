import { z } from "zod";
import { notificationType, userRole } from "@/db/schema/enums";
import { permissions } from "@/lib/domain/permissions";
import { packageStatuses } from "@/lib/domain/packages";
import { userStatuses } from "@/lib/domain/talent-status";
import { bookingStatuses, projectTypes } from "@/lib/domain/booking";
import { GENDERS } from "@/lib/domain/genders";
import { SOCIAL_PLATFORMS } from "@/lib/domain/social-platforms";
import { TALENT_CATEGORIES } from "@/lib/domain/talent-categories";
import { subadminStatuses } from "@/lib/validation/subadmin";

/*
 * The domain's value lists as response schemas: every list has one home (the domain, validation or database enum
 * module named above), and the response schemas describe a field with it rather than spelling the values again.
 * Roles and notification types have no list outside the database enums, so those are read from there.
 */

export const roleSchema = z.enum(userRole.enumValues);
export const userStatusSchema = z.enum(userStatuses);
export const permissionSchema = z.enum(permissions);
export const talentCategorySchema = z.enum(TALENT_CATEGORIES);
export const genderSchema = z.enum(GENDERS);
export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS);
export const bookingStatusSchema = z.enum(bookingStatuses);
export const projectTypeSchema = z.enum(projectTypes);
export const notificationTypeSchema = z.enum(notificationType.enumValues);
export const packageStatusSchema = z.enum(packageStatuses);
export const subadminStatusSchema = z.enum(subadminStatuses);

/** The answer of a delete: the id that is gone. */
export const deletedSchema = z.object({ id: z.number() });
