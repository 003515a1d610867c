import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { requireStaffPage } from "@/lib/services/accounts";
import { confirmationMailSamples, jobMailSamples } from "@/lib/email/job-mail-samples";

export const metadata: Metadata = { title: "Job mails" };

/**
 * The mails of a job's line (issue 39) and of its confirmation (issue 40) as clients, talent and bookers get them, each rendered with sample facts: its
 * subject, where replies go, the HTML and the plain text. Staff with the bookings permission.
 */
export default async function MailPreviewsPage() {
  await requireStaffPage("bookings");
  const samples = [...jobMailSamples(), ...confirmationMailSamples()];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Job mails"
        description="What clients, talent and bookers receive when a line moves or a confirmation is sent and answered. Sample data; the real mails carry the job's own facts, in its time zone."
        actions={
          <Link href="/admin/jobs" className="text-sm underline underline-offset-4">
            Back to jobs
          </Link>
        }
      />
      <nav aria-label="Mails" className="flex flex-wrap gap-2 text-sm">
        {samples.map((s, i) => (
          <a key={i} href={`#mail-${i}`} className="rounded-sm border border-border px-2 py-1 hover:bg-muted">
            {s.audience}: {s.name}
          </a>
        ))}
      </nav>
      {samples.map((s, i) => (
        <section key={i} id={`mail-${i}`} aria-labelledby={`mail-${i}-title`} className="scroll-mt-24 rounded-md border border-border bg-card">
          <header className="flex flex-col gap-1 border-b border-border p-4">
            <p className="text-xs text-muted-foreground">
              {s.audience} · template <code>{s.mail.template}</code>
            </p>
            <h2 id={`mail-${i}-title`} className="font-sans text-base font-semibold">
              {s.name}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-muted-foreground">Subject</dt>
              <dd>{s.mail.subject}</dd>
              <dt className="text-muted-foreground">Reply-To</dt>
              <dd>{s.mail.replyTo ?? "the sender"}</dd>
            </dl>
          </header>
          <div className="grid gap-4 p-4 lg:grid-cols-2">
            <iframe title={`${s.name}: HTML`} srcDoc={s.mail.html} sandbox="" className="h-[34rem] w-full rounded-sm border border-border bg-white" />
            <pre className="h-[34rem] overflow-auto rounded-sm border border-border bg-muted/40 p-3 text-xs whitespace-pre-wrap">{s.mail.text}</pre>
          </div>
        </section>
      ))}
    </div>
  );
}
