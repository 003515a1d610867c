import "server-only";
import { appOrigin } from "@/lib/env";

const LOOPBACK_ADDRESSES = new Set(["127.0.0.1", "[::1]"]);

export interface RelyingParty {
  /** The WebAuthn RP ID: the site's host name, which every passkey is bound to. */
  id: string;
  /** The origin the browser must report in a passkey's answer. */
  origin: string;
}

/**
 * The WebAuthn relying party, from the app's public origin (APP_URL). WebAuthn refuses an IP address as an RP ID, so
 * a loopback address (the test server's http://127.0.0.1:port) stands for `localhost` on the same port: browsers
 * treat both as secure contexts, and a passkey made on http://localhost:port works there.
 */
export function relyingParty(): RelyingParty {
  const url = new URL(appOrigin());
  if (LOOPBACK_ADDRESSES.has(url.hostname)) url.hostname = "localhost";
  return { id: url.hostname, origin: url.origin };
}
