import "server-only";
import { deliverMails } from "./delivery";

/** How often the loop looks for mails left queued (a crash between commit and send, a retry that is due). */
const DELIVERY_INTERVAL_MS = 5_000;

const globalForDelivery = globalThis as typeof globalThis & { __agencyMailDelivery?: NodeJS.Timeout };

/**
 * Delivers whatever is due now, then every few seconds, in the background; the timer does not keep the process
 * alive, and a run never overlaps the previous one. One timer per process however often it is called. Several
 * instances each run one: the claim's SKIP LOCKED and lease keep them off each other's rows.
 */
export function scheduleMailDelivery(): NodeJS.Timeout {
  const existing = globalForDelivery.__agencyMailDelivery;
  if (existing) return existing;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await deliverMails();
      if (result.sent + result.retrying + result.failed > 0) console.info("[mail] delivered from the outbox", result);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), DELIVERY_INTERVAL_MS).unref();
  globalForDelivery.__agencyMailDelivery = timer;
  return timer;
}
