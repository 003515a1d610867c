"use client";

/*
 * ============================================================================================================
 * PLACEHOLDER for the Confirmation panel (issue 40): the confirmations engineer (branch `confirm`) replaces this
 * body (versions with status chips, Preview PDF, Send, Withdraw, the "Re-confirmation needed" banner). The job page
 * (components/admin/jobs/job-detail.tsx) renders it once, on the Money tab; keep the name and the props.
 * ============================================================================================================
 */
export function JobConfirmationPanel({ jobId }: { jobId: number }) {
  void jobId;
  return null;
}
