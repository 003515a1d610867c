// The notifications domain's face: other domains, routes, pages and components import these names from here, never a file
// inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { countUnreadNotifications, listOwnNotifications, markNotificationRead, notifyUser } from "./notifications";
export { createAdminNotification, deleteAdminNotification, getAdminNotification, listAdminNotifications, listNotificationRecipients, updateAdminNotification } from "./notifications-admin";
