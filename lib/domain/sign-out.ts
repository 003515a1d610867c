/** What signing out says, in the API's answer and the toast alike (spec section 9). Browser-safe. */
export const SIGNED_OUT_MESSAGE = "You have been logged out.";
