// The accounts domain's face: other domains, routes, pages and components import these names from here, never a file
// inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { changeOwnEmail, changeOwnPassword } from "./account-credentials";
export { authenticate, requirePanelAccess } from "./accounts";
export { getCurrentUser } from "./current-user";
export { requireStaffAccountPage, requireStaffPage, requireTalentPage } from "./page-guards";
export { addPasskey, listPasskeys, removePasskey, renamePasskey, signInWithPasskey, startPasskeyRegistration, startPasskeySignIn } from "./passkeys";
export { requestPasswordReset, resetPassword, verifyResetCode } from "./password-reset";
export { getReauthNeeds } from "./reauth";
export { APPLICATION_RECEIVED, registerTalent } from "./registration";
export { getViewer, viewerFromRequest } from "./request-viewer";
export { createSession, listOwnSessions, revokeOtherSessions, revokeOwnSession, revokeSession } from "./sessions";
export { createSubadmin, deleteSubadmin, listSubadmins, updateSubadmin } from "./subadmins";
export { completeTwoFactorChallenge, disableTwoFactor, enableTwoFactor, getSecurityPolicy, getTwoFactorStatus, regenerateRecoveryCodes, startTwoFactorChallenge, startTwoFactorSetup, updateSecurityPolicy } from "./two-factor";
export { secondFactorsOf } from "./factor-checks";
