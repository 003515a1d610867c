import "server-only";
import { isIP } from "node:net";
import { env } from "@/lib/env";

import { UNKNOWN_ADDRESS } from "@/lib/domain/devices";

export { UNKNOWN_ADDRESS };

export interface ClientAddressConfig {
  /** Proxies in front of the app that append to X-Forwarded-For (`TRUSTED_PROXY_HOPS`). */
  trustedProxyHops: number;
  /** The header `server.mjs` stamps with the socket's peer address; undefined when the app was not started by it. */
  peerHeader?: string;
}

/**
 * One address as a proxy or the socket reports it, in one spelling: IPv6 in lower case without brackets or port,
 * an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) and an IPv4 address with a port as plain IPv4. Null when it is not
 * an IP address at all ("unknown", an obfuscated name, garbage).
 */
export function normalizeAddress(raw: string | null | undefined): string | null {
  let value = raw?.trim().toLowerCase() ?? "";
  if (!value) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.indexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped) value = mapped[1];
  return isIP(value) ? value : null;
}

function forwardedFor(headers: Headers): string[] {
  return (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

let warnedUnstamped = false;

/**
 * The client's address, from what the app can trust:
 * - `trustedProxyHops` 0 (the app is reached directly): the socket's peer address as `server.mjs` stamped it. No
 *   header the client writes is read.
 * - N > 0: the Nth X-Forwarded-For entry from the right. Each trusted proxy appends the address it received the
 *   request from, so the last N entries were written by them and the Nth from the right is the client as the
 *   outermost proxy saw it; anything to its left was sent by the client and is ignored. With fewer than N entries
 *   every entry was still written by a trusted proxy, and the leftmost (the first one added) is taken. Without the
 *   header at all (a proxy that does not append, or a request that bypassed it) the socket's peer is taken, so such
 *   requests share the proxy's bucket rather than choose their own.
 * - Without the stamp (`next dev`, route handlers called by tests, or `next start` run by hand) and 0 hops: the
 *   rightmost X-Forwarded-For entry. Next fills that header from the socket when the request has none, so in
 *   development it is the peer; a client can still write it there, which is why production runs `server.mjs`
 *   (warned once when it does not).
 * Whatever is picked must be an IP address; anything else is `UNKNOWN_ADDRESS`.
 */
export function clientAddress(headers: Headers, config: ClientAddressConfig): string {
  const peer = config.peerHeader ? headers.get(config.peerHeader) : null;
  const entries = forwardedFor(headers);
  let picked: string | undefined;
  if (config.trustedProxyHops === 0) picked = config.peerHeader ? (peer ?? undefined) : entries.at(-1);
  else if (entries.length === 0) picked = peer ?? undefined;
  else picked = entries[Math.max(0, entries.length - config.trustedProxyHops)];
  return normalizeAddress(picked) ?? UNKNOWN_ADDRESS;
}

/** The caller's address for per-address limits, under this deployment's `TRUSTED_PROXY_HOPS`. */
export function clientIp(req: Request): string {
  const { TRUSTED_PROXY_HOPS: trustedProxyHops, PEER_ADDRESS_HEADER: peerHeader, NODE_ENV } = env();
  if (!peerHeader && trustedProxyHops === 0 && NODE_ENV === "production" && !warnedUnstamped) {
    warnedUnstamped = true;
    console.warn(
      "[client-ip] TRUSTED_PROXY_HOPS is 0 but requests carry no peer address: start the app with `npm start` " +
        "(server.mjs), not `next start`, or set TRUSTED_PROXY_HOPS for the proxies in front of it. Until then the " +
        "client's address is read from X-Forwarded-For, which the client can write.",
    );
  }
  return clientAddress(req.headers, { trustedProxyHops, peerHeader });
}
