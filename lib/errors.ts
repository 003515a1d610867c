import { REAUTH_REQUIRED } from "@/lib/domain/reauth";
import { TWO_FACTOR_SETUP_REQUIRED, twoFactorMessages } from "@/lib/domain/two-factor";

/** Typed domain errors. Services throw these; `lib/api` maps them once to status codes and the envelope. */
export type AppErrorCode =
  | "VALIDATION"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "GONE"
  | "TOO_MANY_REQUESTS"
  | "PAYLOAD_TOO_LARGE"
  | "BAD_REQUEST"
  | "SERVICE_UNAVAILABLE";

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly retryAfterSeconds?: number,
    /** A stable name a client can act on beyond the status (`TWO_FACTOR_SETUP_REQUIRED`), sent as the envelope's `code`. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const validationError = (message: string, errors?: FieldErrors) => new AppError("VALIDATION", message, errors);
export const unauthorized = (message = "Unauthenticated.") => new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "You do not have permission to do this.") => new AppError("FORBIDDEN", message);
export const notFound = (message = "Not found.") => new AppError("NOT_FOUND", message);
export const conflict = (message: string, errors?: FieldErrors) => new AppError("CONFLICT", message, errors);
/** What the request names existed and is no more, for good (a client package's expired or revoked link): a 410. */
export const gone = (message: string) => new AppError("GONE", message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError("TOO_MANY_REQUESTS", message, undefined, retryAfterSeconds);
/** Busy for now (a capped resource is full): the answer carries Retry-After. */
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new AppError("SERVICE_UNAVAILABLE", message, undefined, retryAfterSeconds);
export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
/** A staff member who must set up a second factor first (the "require two-factor" setting) may do nothing else. */
export const twoFactorSetupRequired = () =>
  new AppError("FORBIDDEN", twoFactorMessages.setupRequired, undefined, undefined, TWO_FACTOR_SETUP_REQUIRED);

/** An account already uses the email (admin talent and sub-admin forms; registration never says so). */
export const EMAIL_TAKEN = "This email is already registered";
export const emailTaken = () => conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/**
 * A change to how an account signs in sent without the current password (or a factor the account has), or with a
 * wrong one: a 403 with `code: REAUTH_REQUIRED` and the message at the field to fill (issue 35).
 */
export const reauthRequired = (message: string, errors: FieldErrors) => new AppError("FORBIDDEN", message, errors, undefined, REAUTH_REQUIRED);
