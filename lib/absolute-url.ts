import "server-only";
import { appOrigin } from "@/lib/env";

/** An absolute URL of a site path (on APP_URL, `appOrigin`), or an already absolute URL as it is. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${appOrigin()}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
