import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { OptionAnswer } from "@/components/site/option-answer";
import { buttonClassName } from "@/components/ui/button";
import { optionAnswerPage } from "@/lib/services/jobs";

type Props = { params: Promise<{ token: string }> };

// A private page: never indexed, never cached.
export const metadata: Metadata = { title: "Your option", robots: { index: false, follow: false } };

/**
 * A challenged option's answer page (`/o/{token}`, issue 39), reached from the challenge mail with no sign-in: the
 * talent, the time and the deadline, and the client's two answers. Unknown: 404; answered or past its deadline: a
 * page that says so and how to reach the agency.
 */
export default async function OptionAnswerPage({ params }: Props) {
  await connection();
  const { token } = await params;
  const page = await optionAnswerPage(token);
  if (page.state === "unknown") notFound();
  if (page.state !== "open") {
    return (
      <section className="container-page flex min-h-[60svh] flex-col items-start justify-center py-20 md:py-32">
        <p className="eyebrow text-muted-foreground">Your option</p>
        <h1 className="mt-5 max-w-3xl text-4xl leading-[1.05] md:text-6xl">This link no longer works.</h1>
        <p className="mt-6 max-w-md text-base leading-relaxed text-muted-foreground">
          The option was already answered, or its deadline has passed. Reply to the agency&apos;s e-mail or call your booker.
        </p>
        <Link href="/contact" className={buttonClassName({ size: "xl", className: "mt-10" })}>
          Contact the agency
        </Link>
      </section>
    );
  }
  const v = page.view;
  return (
    <article className="container-page pt-10 pb-24 md:pt-16 md:pb-32">
      <p className="eyebrow text-accent">Your 1st option · Job {v.job_reference}</p>
      <h1 className="mt-4 max-w-3xl text-4xl leading-[1.02] md:text-6xl">
        {v.talent_name}, {v.job_title}
      </h1>
      <dl className="mt-8 grid max-w-xl gap-x-6 gap-y-3 text-base sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">When</dt>
        <dd>{v.when}</dd>
        <dt className="text-muted-foreground">Answer by</dt>
        <dd className="font-medium">{v.deadline}</dd>
      </dl>
      <p className="mt-8 max-w-xl text-base leading-relaxed text-muted-foreground">
        Another client would like this time. Confirm your booking, or release the option so they can have it. If we hear
        nothing by the deadline, the option is released.
      </p>
      <OptionAnswer token={token} talentName={v.talent_name} />
    </article>
  );
}
