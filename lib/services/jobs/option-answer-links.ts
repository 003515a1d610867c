import "server-only";
import type { DbOrTx } from "@/db/client";
import { optionAnswerLinks } from "@/db/schema";
import { absoluteUrl } from "@/lib/absolute-url";
import { newOpaqueToken, sha256 } from "@/lib/auth/tokens";

/*
 * The challenged client's answer link (issue 39), as the challenge writes it: made in the line's effects
 * (job-line-effects.ts), answered in option-answers.ts, which moves the line and so stands above the effects.
 */

/** Makes the link of a challenged line, valid until `expiresAt`, inside the challenge's transaction; answers its URL. */
export async function createOptionAnswerLink(tx: DbOrTx, lineId: number, expiresAt: Date): Promise<string> {
  const token = newOpaqueToken();
  await tx.insert(optionAnswerLinks).values({ lineId, tokenHash: sha256(token), expiresAt });
  return absoluteUrl(`/o/${token}`);
}
