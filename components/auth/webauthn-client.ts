import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";

/**
 * The browser side of passkeys. @simplewebauthn/browser is imported on first use (a click), so neither sign-in page
 * nor the account screens carry it in their first load.
 */

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = (): boolean => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

/** The person closed the browser's passkey prompt or it timed out: not an error worth a red toast. */
export class PasskeyCancelled extends Error {
  override name = "PasskeyCancelled";
}

function translate(error: unknown): Error {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: string } | null)?.code ?? "";
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return new PasskeyCancelled("The passkey prompt was closed.");
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return new Error("This device already holds a passkey for your account.");
  if (name === "SecurityError") return new Error("Passkeys cannot be used at this address.");
  return new Error(error instanceof Error && error.message ? error.message : "The passkey prompt failed.");
}

export async function createPasskey(options: unknown): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  try {
    return await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw translate(error);
  }
}

export async function assertPasskey(options: unknown): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  try {
    return await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    throw translate(error);
  }
}
