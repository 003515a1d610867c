import { apiRoute, withMessage } from "@/lib/api/route";
import { talentFinanceAnswer, talentFinanceUpdatedAnswer } from "@/lib/api/responses/statements";
import { getTalentFinance, updateTalentFinance } from "@/lib/services/statements";
import { idParamSchema } from "@/lib/validation/common";
import { talentFinanceSchema } from "@/lib/validation/statements";

/** The talent's finance record: commission (null: the setting's), self-billed VAT, payout name and IBAN. */
export const GET = apiRoute(
  { response: talentFinanceAnswer, auth: "staff", permission: "finance", params: idParamSchema, summary: "A talent's finance record", tags: ["admin", "finance"] },
  async ({ viewer, params }) => withMessage(await getTalentFinance(viewer, params.id), "Finance record retrieved successfully."),
);

/** Updates the fields sent (null clears one). The IBAN and the VAT ID are checked; a VAT-registered talent needs a VAT percentage. */
export const PUT = apiRoute(
  { response: talentFinanceUpdatedAnswer, auth: "staff", permission: "finance", params: idParamSchema, body: talentFinanceSchema, summary: "Update a talent's finance record", tags: ["admin", "finance"] },
  async ({ viewer, params, body }) => withMessage(await updateTalentFinance(viewer, params.id, body), "Finance record saved successfully."),
);
