import "server-only";
import { runInBackground } from "@/lib/background-loop";
import { deliverMails } from "./delivery";

/** How often the loop looks for mails left queued (a crash between commit and send, a retry that is due). */
const DELIVERY_INTERVAL_MS = 5_000;

/**
 * Delivers whatever is due now, then every few seconds, in the background (one loop per process; a run never overlaps
 * the previous one). Several instances each run one: the claim's SKIP LOCKED and lease keep them off each other's rows.
 */
export function scheduleMailDelivery(): NodeJS.Timeout {
  return runInBackground("mail", DELIVERY_INTERVAL_MS, async () => {
    const result = await deliverMails();
    if (result.sent + result.retrying + result.failed > 0) console.info("[mail] delivered from the outbox", result);
  });
}
