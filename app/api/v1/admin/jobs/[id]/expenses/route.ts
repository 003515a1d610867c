import { apiRoute, withMessage } from "@/lib/api/route";
import { expenseCreatedAnswer, expensesAnswer } from "@/lib/api/responses/companies";
import { createExpense, listExpenses } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { expenseCreateSchema } from "@/lib/validation/companies";

/** The job's expenses, in its currency. */
export const GET = apiRoute(
  { response: expensesAnswer, auth: "staff", permission: "bookings", params: idParamSchema, summary: "A job's expenses", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await listExpenses(viewer, params.id), "Expenses retrieved successfully."),
);

/** An expense; `rebill` defaults to true unless the client paid (then it must stay false). */
export const POST = apiRoute(
  { response: expenseCreatedAnswer, status: 201, auth: "staff", permission: "bookings", params: idParamSchema, body: expenseCreateSchema, summary: "Add an expense to a job", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await createExpense(viewer, params.id, body), "Expense added successfully."),
);
