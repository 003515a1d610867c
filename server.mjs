// The production server (`npm start`): Next's request handler behind a plain Node HTTP server, so that every request
// carries the address of the socket it came from. Route handlers cannot see the socket, and `next start` only puts
// the peer address in X-Forwarded-For when the client sent none (so a client can write its own). Here each request
// is stamped under a header name chosen at random for this process and passed to the app through the environment
// before Next loads; `lib/api/client-ip.ts` reads it. See docs/deployment.md ("The client's address").
//
// Options as `next start`: -p/--port (or PORT, default 3000), -H/--hostname (or HOSTNAME, default every interface).
import { createServer } from "node:http";
import { PEER_ADDRESS_HEADER_ENV, randomPeerHeaderName, stampPeerAddress } from "./lib/api/peer-address.mjs";

function option(short, long) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === short || args[i] === long) return args[i + 1];
    if (args[i].startsWith(`${long}=`)) return args[i].slice(long.length + 1);
  }
  return undefined;
}

const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${option("-p", "--port") ?? process.env.PORT}`);
  process.exit(1);
}
const hostname = option("-H", "--hostname") ?? process.env.HOSTNAME ?? undefined;

process.env.NODE_ENV = "production";
const peerHeader = randomPeerHeaderName();
process.env[PEER_ADDRESS_HEADER_ENV] = peerHeader;

// Loaded only now, so that the app's first read of the environment sees the header name.
const { default: next } = await import("next");
const app = next({ dev: false, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  stampPeerAddress(req, peerHeader);
  handle(req, res).catch((error) => {
    console.error("[server] request failed", error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ success: false, message: "An error occurred" }));
  });
});

server.listen(port, hostname, () => {
  const where = hostname ?? "0.0.0.0";
  console.log(`> Ready on http://${where.includes(":") ? `[${where}]` : where}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections may hold close() open; do not wait for them for long.
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
