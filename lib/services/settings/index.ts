// The settings domain's face: other domains, routes, pages and components import these names from here, never a file
// inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { agencyTimeZone, billingSettingsIn, getAgencySettings, getBillingSettings, getOptionSettings, jobTimeZoneSql, timeZoneFor } from "./job-settings";
export { getPublicSetting, getSetting, getSettingLive, listSettings, settingsPermission, updateSetting } from "./settings";
