import type { FieldErrors } from "@/lib/errors";

/** The envelope every `/api/v1` answer uses, so a client written against the old API reads this one. */
type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiFailure = { success: false; message: string; errors?: FieldErrors; code?: string };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export function ok<T>(data: T, init?: { status?: number; message?: string; headers?: HeadersInit }): Response {
  const body: ApiSuccess<T> = init?.message ? { success: true, message: init.message, data } : { success: true, data };
  return Response.json(body, { status: init?.status ?? 200, headers: init?.headers });
}

export function fail(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit, code?: string): Response {
  const body: ApiFailure = errors ? { success: false, message, errors } : { success: false, message };
  if (code) body.code = code;
  return Response.json(body, { status, headers });
}

// Paging is data, not HTTP (lib/domain/paging.ts): the routes take it from here with the rest of the envelope.
