/**
 * One way of reporting a failed submit on every form: each message sits at its field (FormField marks the control
 * `aria-invalid`), then focus moves to the first field in error in document order and the page scrolls it to the
 * middle of the viewport, so a phone user whose error is 1,000 px above the button sees it. Dependency-free: the
 * public forms ship it without a form library.
 */

/** The controls marked invalid inside a form, in document order. */
function invalidControls(root: ParentNode | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')] : [];
}

/** Focuses the first invalid control inside `root` and scrolls it into view; returns it, or null when none is. */
export function focusFirstInvalid(root: ParentNode | null): HTMLElement | null {
  const target = invalidControls(root)[0];
  if (!target) return null;
  target.scrollIntoView({ block: "center", inline: "nearest" });
  target.focus({ preventScroll: true });
  return target;
}

/** "1 error" / "3 errors": what the live region and the summary say. */
export function errorCountText(count: number): string {
  return count === 1 ? "There is 1 error in this form. The field is highlighted." : `There are ${count} errors in this form. Each field is highlighted.`;
}

/** The number of fields with a message in a field-to-message(s) map (a form's own errors or an API's `errors`). */
export function countFieldErrors(errors: Record<string, unknown> | null | undefined): number {
  return Object.values(errors ?? {}).filter((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v))).length;
}

/**
 * The number of messages in a nested errors tree (react-hook-form's `errors` for a form with lists, such as
 * `{ items: [undefined, { url: { message } }] }`): each field with a message counts once, its `ref` is not searched.
 */
export function countErrorMessages(errors: unknown): number {
  if (!errors || typeof errors !== "object") return 0;
  if (typeof (errors as { message?: unknown }).message === "string") return 1;
  return Object.values(errors).reduce<number>((n, value) => n + countErrorMessages(value), 0);
}

export interface InvalidField {
  /** The control's id, for a link to it. */
  id: string;
  label: string;
  message: string;
}

/** What a control's label says, without the required asterisk. */
function labelOf(control: HTMLElement): string {
  const labelled = control.getAttribute("aria-labelledby");
  const text =
    (labelled && document.getElementById(labelled.split(" ")[0])?.textContent) ||
    ("labels" in control && (control as HTMLInputElement).labels?.[0]?.textContent) ||
    control.getAttribute("aria-label") ||
    control.getAttribute("name") ||
    "";
  return text.replace(/\*/g, "").trim();
}

/** The message describing a control: the first element of its `aria-describedby` that is an alert (the error). */
function messageOf(control: HTMLElement): string {
  const ids = control.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element?.getAttribute("role") === "alert" || id.endsWith("-error")) return element?.textContent?.trim() ?? "";
  }
  return "";
}

/** Each invalid control with an id inside `root`, its label and its message, in document order (for a summary). */
export function describeInvalid(root: ParentNode | null): InvalidField[] {
  const seen = new Set<string>();
  const fields: InvalidField[] = [];
  for (const control of invalidControls(root)) {
    if (!control.id || seen.has(control.id)) continue;
    seen.add(control.id);
    fields.push({ id: control.id, label: labelOf(control), message: messageOf(control) });
  }
  return fields;
}
