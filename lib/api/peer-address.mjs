// The socket's peer address, handed from the Node server to the app. Plain JavaScript because `server.mjs` (run by
// `node` itself, before Next loads) imports it; `peer-address.d.mts` types it for the TypeScript side.
import { randomBytes } from "node:crypto";

/** The environment variable through which `server.mjs` tells the app (`lib/env.ts`) the stamp's header name. */
export const PEER_ADDRESS_HEADER_ENV = "PEER_ADDRESS_HEADER";

/**
 * A request header name no client can guess: 128 random bits, chosen once per server process. Lower case, as Node
 * keys `req.headers`.
 */
export function randomPeerHeaderName() {
  return `x-peer-address-${randomBytes(16).toString("hex")}`;
}

/**
 * Stamps a request with the address of the socket it arrived on, under `headerName`, replacing whatever the client
 * may have sent under that name. Route handlers cannot see the socket; they read this header instead.
 *
 * @param {{ headers: Record<string, string | string[] | undefined>, socket: { remoteAddress?: string } }} req
 * @param {string} headerName
 */
export function stampPeerAddress(req, headerName) {
  delete req.headers[headerName];
  const address = req.socket.remoteAddress;
  if (address) req.headers[headerName] = address;
}
