"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch, ApiError } from "@/lib/api/client";
import type { optionAnsweredSchema } from "@/lib/api/responses/option-answers";

/**
 * The two answers of a challenged option's client (`/o/{token}`, issue 39): confirm the booking or release the time.
 * Each asks once more before it acts, since either one is final and mails the booker; the answer replaces the buttons.
 */
export function OptionAnswer({ token, talentName }: { token: string; talentName: string }) {
  const [asking, setAsking] = useState<"confirm" | "release" | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<"confirmed" | "released" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function answer(what: "confirm" | "release") {
    setBusy(true);
    setError(null);
    try {
      const data = await apiFetch<typeof optionAnsweredSchema>(`/options/${token}/${what}`, { method: "POST" });
      setDone(data.answer);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Something went wrong. Please reply to the agency's e-mail instead.");
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  if (done) {
    return (
      <p role="status" className="mt-10 max-w-xl text-xl leading-relaxed">
        {done === "confirmed"
          ? `Thank you: ${talentName} is confirmed for you. Your booker will send the final details; a confirmation is on its way by e-mail.`
          : "Thank you: your option is released and the time is no longer held for you. A note is on its way by e-mail."}
      </p>
    );
  }
  return (
    <div className="mt-10 max-w-xl">
      {error && (
        <p role="alert" className="mb-6 border-l-2 border-destructive pl-4 text-base text-destructive">
          {error}
        </p>
      )}
      {asking ? (
        <div role="group" aria-label={asking === "confirm" ? "Confirm the booking?" : "Release the option?"} className="border border-border p-6">
          <p className="text-base leading-relaxed">
            {asking === "confirm"
              ? `Confirm the booking of ${talentName}? This books the time for you; the agency's terms for confirmed bookings apply.`
              : `Release your option on ${talentName}? The time goes to the other client and cannot be taken back from here.`}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button size="lg" variant={asking === "confirm" ? "default" : "destructive"} loading={busy} onClick={() => void answer(asking)}>
              {asking === "confirm" ? "Yes, confirm the booking" : "Yes, release the option"}
            </Button>
            <Button size="lg" variant="outline" disabled={busy} onClick={() => setAsking(null)}>
              Go back
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => setAsking("confirm")}>
            Confirm booking
          </Button>
          <Button size="lg" variant="outline" onClick={() => setAsking("release")}>
            Release option
          </Button>
        </div>
      )}
    </div>
  );
}
