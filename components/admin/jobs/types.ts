import type { z } from "zod";
import type { calendarAnswer, jobAnswer } from "@/lib/api/responses/jobs";

// The jobs API's answers as their response schemas describe them (the client unwraps the envelope).
export type JobJson = z.infer<typeof jobAnswer>["job"];
export type JobLineJson = JobJson["lines"][number];
/** `GET /admin/calendar`: the roster (or the talents asked for), their lines touching the days, their blocked days. */
export type CalendarJson = z.infer<typeof calendarAnswer>;
