/**
 * The accept form's checks on `/c/{token}` without zod (public pages keep their bundle small); the server checks the
 * same rules again (`confirmationAcceptSchema` in lib/validation/confirmations.ts) with the same messages.
 */
export interface ConfirmationAcceptValues {
  agree: boolean;
  name: string;
  title: string;
}

export const confirmationAcceptLimits = { name: 160, title: 160, reason: 1000 } as const;

export function validateConfirmationAccept(v: ConfirmationAcceptValues): Partial<Record<keyof ConfirmationAcceptValues, string>> {
  const errors: Partial<Record<keyof ConfirmationAcceptValues, string>> = {};
  if (!v.agree) errors.agree = "Tick the box to accept the terms";
  const name = v.name.trim();
  if (name.length < 2) errors.name = "Type your full name";
  else if (name.length > confirmationAcceptLimits.name) errors.name = "Keep the name under 160 characters";
  if (v.title.trim().length > confirmationAcceptLimits.title) errors.title = "Keep the title under 160 characters";
  return errors;
}
