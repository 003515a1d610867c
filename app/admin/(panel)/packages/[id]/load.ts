import { redirect } from "next/navigation";
import type { Viewer } from "@/lib/auth/viewer";
import { isAppError } from "@/lib/errors";

/** The package page's id, or back to the list for a malformed or unknown one (as the bookings pages do). */
export async function loadOrList<T>(viewer: Viewer, params: Promise<{ id: string }>, load: (viewer: Viewer, id: number) => Promise<T>): Promise<T> {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) redirect("/admin/packages");
  const found = await load(viewer, id).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!found) redirect("/admin/packages");
  return found;
}
