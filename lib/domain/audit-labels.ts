/**
 * How a history panel names a changed field (issue 39 item 6): one map of labels an owner reads, keyed by the field
 * names the services' diffs write (`optionExpiresAt`, `security.requireTwoFactor`, ...); any other name is turned
 * into words ("guardianEmail" → "Guardian email", "agency.time_zone" → "Agency: time zone").
 */
const changeFieldLabels: Record<string, string> = {
  optionExpiresAt: "Option expires",
  challengeExpiresAt: "Challenge deadline",
  challengedAt: "Challenged",
  confirmedAt: "Confirmed",
  releasedAt: "Released",
  cancelledAt: "Cancelled",
  startsAt: "Starts",
  endsAt: "Ends",
  startsOn: "First day",
  endsOn: "Last day",
  state: "State",
  rank: "Option rank",
  talentProfileId: "Talent",
  overrideBlock: "Overrode blocked days",
  "security.requireTwoFactor": "Require two-factor for staff",
  twoFactor: "Two-factor sign-in",
  passkey: "Passkey",
  isPublished: "Published",
  publishedAt: "Published",
  status: "Status",
  timeZone: "Time zone",
  erasedAt: "Erased",
  clientName: "Client",
  clientEmail: "Client e-mail",
  clientCompany: "Client company",
  fee: "Fee",
  dob: "Date of birth",
  profileImageUrl: "Profile picture",
  newFacePosition: "New Faces position",
  compCardMediaIds: "Comp card photos",
  rate: "Rate",
};

/** "optionExpiresAt" → "Option expires at", "time_zone" → "Time zone". */
function words(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return spaced ? spaced[0].toUpperCase() + spaced.slice(1) : name;
}

/** The label of a changed field: the map's, else the name in words (a dotted name reads "Section: field"). */
export function changeFieldLabel(field: string): string {
  if (changeFieldLabels[field]) return changeFieldLabels[field];
  const dot = field.lastIndexOf(".");
  if (dot > 0) {
    const head = field.slice(0, dot);
    const tail = field.slice(dot + 1);
    return `${words(head.split(".").join(" "))}: ${(changeFieldLabels[tail] ?? words(tail)).toLowerCase()}`;
  }
  return words(field);
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Whether a logged value is a stored moment (an ISO stamp), which a panel shows in the agency's zone. */
export const isIsoMoment = (value: unknown): value is string => typeof value === "string" && ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value));
