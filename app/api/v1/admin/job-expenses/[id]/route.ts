import { apiRoute, withMessage } from "@/lib/api/route";
import { expenseDeletedAnswer, expenseUpdatedAnswer } from "@/lib/api/responses/companies";
import { deleteExpense, updateExpense } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { expenseUpdateSchema } from "@/lib/validation/companies";

export const PUT = apiRoute(
  { response: expenseUpdatedAnswer, auth: "staff", permission: "bookings", params: idParamSchema, body: expenseUpdateSchema, summary: "Edit a job's expense", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await updateExpense(viewer, params.id, body), "Expense saved successfully."),
);

export const DELETE = apiRoute(
  { response: expenseDeletedAnswer, auth: "staff", permission: "bookings", params: idParamSchema, summary: "Remove a job's expense", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await deleteExpense(viewer, params.id), "Expense removed successfully."),
);
