import { ApiError } from "@/lib/api/client";

/** What to tell the admin about a failed call: the server's field messages or message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return error.joined || fallback;
  return fallback;
}
