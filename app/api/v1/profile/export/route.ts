import { contentDisposition } from "@/lib/api/content-disposition";
import { dataExportResponse } from "@/lib/api/responses/privacy";
import { apiRoute } from "@/lib/api/route";
import { exportOwnData } from "@/lib/services/privacy";

/** "Download my data": the signed-in talent's zip (private, never stored by a cache). */
export const GET = apiRoute(
  {
    response: dataExportResponse,
    file: { contentType: "application/zip", description: "A zip of the talent's data: JSON files per section, the photos, and a README.txt" },
    auth: "talent",
    rateLimited: true,
    summary: "Download the signed-in talent's personal data as a zip",
    description: "At most 3 a day per account (429 with Retry-After past it). Bookings and job lines carry the talent's own side only: no client details, budgets or fees.",
    tags: ["profile"],
  },
  async ({ viewer }) => {
    const { fileName, bytes } = await exportOwnData(viewer);
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": contentDisposition(fileName, "attachment"),
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
