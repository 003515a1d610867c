import type { FieldErrors } from "@/lib/errors";

/** The envelope every `/api/v1` answer uses, so a client written against the old API reads this one. */
type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiFailure = { success: false; message: string; errors?: FieldErrors };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export function ok<T>(data: T, init?: { status?: number; message?: string; headers?: HeadersInit }): Response {
  const body: ApiSuccess<T> = init?.message ? { success: true, message: init.message, data } : { success: true, data };
  return Response.json(body, { status: init?.status ?? 200, headers: init?.headers });
}

export function fail(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit): Response {
  const body: ApiFailure = errors ? { success: false, message, errors } : { success: false, message };
  return Response.json(body, { status, headers });
}

/** A paged list as the spec reads it: the items under `data.data`, with totals beside them. */
export type Paged<T> = { data: T[]; total: number; page: number; limit: number; last_page: number };

export function paged<T>(items: T[], total: number, page: number, limit: number): Paged<T> {
  return { data: items, total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}
