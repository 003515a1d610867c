export type NextStep = { title: string; text: string };

/**
 * "What happens next" after a request is sent (a booking, an application): numbered steps, the numbers in the
 * display face and the accent colour.
 */
export function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  return (
    <section aria-labelledby="next-steps" className="mt-12 border-t border-border pt-8">
      <h2 id="next-steps" className="text-[1.75rem]">
        What happens next
      </h2>
      <ol className="mt-6 flex flex-col gap-6">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-5">
            <span aria-hidden="true" className="font-display text-[1.75rem] leading-none text-accent">
              {String(i + 1).padStart(2, "0")}
            </span>
            <div>
              <p className="font-medium">{step.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
