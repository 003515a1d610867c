"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { toast } from "@/lib/toast";

/** Whose codes they are: the account's email and the site they sign in to (named in the downloaded file). */
export interface RecoveryCodesAccount {
  email: string;
  siteUrl: string;
}

/** The downloaded file's text: the site and the account first, so a file found later says what it opens. */
export function recoveryCodesFile(codes: string[], account: RecoveryCodesAccount): { name: string; text: string } {
  const host = account.siteUrl.replace(/^https?:\/\//, "").replace(/[^A-Za-z0-9.-]+/g, "-");
  const text = [
    `${AGENCY_NAME} recovery codes`,
    `Site: ${account.siteUrl}/admin`,
    `Account: ${account.email}`,
    "",
    "Each code signs you in once when you cannot use your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
  return { name: `${host}-recovery-codes.txt`, text };
}

/** The recovery codes, shown this once: copy them or download them as a text file before leaving. */
export function RecoveryCodes({ codes, account, onDone }: { codes: string[]; account: RecoveryCodesAccount; onDone: () => void }) {
  const file = recoveryCodesFile(codes, account);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success("Recovery codes copied");
    } catch {
      toast.error("Error", { description: "Could not copy. Select the codes and copy them instead." });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([file.text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = file.name;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-4">
      <h3 id="recovery-codes-heading" className="font-medium">
        Save your recovery codes
      </h3>
      <Alert>
        If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown only now: keep them
        somewhere safe, such as a password manager.
      </Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md border border-border bg-muted/40 p-4 font-mono text-sm sm:w-max">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={copy}>
          Copy
        </Button>
        <Button variant="outline" onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </section>
  );
}
