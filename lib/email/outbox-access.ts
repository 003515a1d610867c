import { env } from "@/lib/env";

/**
 * Whether `GET /dev/outbox` exists: in development and tests, and in production only when the end-to-end server
 * switches it on with E2E_OUTBOX=1. The OpenAPI document lists the route under the same rule.
 */
export function outboxEnabled(): boolean {
  return env().NODE_ENV !== "production" || env().E2E_OUTBOX === "1";
}
