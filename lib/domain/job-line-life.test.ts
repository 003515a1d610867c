import { describe, expect, it } from "vitest";
import { decide, lineTransitions, readAt, refusalStatus, refusalText, requestStanding, type LineFacts, type StoredLine } from "./job-line-life";

const now = new Date("2031-03-01T12:00:00Z");
const H = 3_600_000;
const option: StoredLine = { state: "option", optionExpiresAt: new Date(now.getTime() + H), challengeDeadline: null };
const facts: LineFacts = { job: { status: "active", reference: "7F3A9C21" }, talent: { name: "Sienna", bookable: true, erased: false } };

describe("a line's life", () => {
  it("reads an option past its expiry as expired, past its challenge deadline as released, with the clock's move due", () => {
    expect(readAt(option, now)).toEqual({ state: "option", live: true, due: null });
    expect(readAt({ ...option, optionExpiresAt: new Date(now.getTime() - 1) }, now)).toEqual({ state: "expired", live: false, due: "expire" });
    expect(readAt({ ...option, challengeDeadline: new Date(now.getTime() - H) }, now)).toEqual({ state: "released", live: false, due: "lapse_challenge" });
  });

  it("allows each booker move only from the states its row names, on an open job", () => {
    for (const [move, rule] of Object.entries(lineTransitions)) {
      if (rule.by === "clock" || move === "place") continue;
      for (const state of ["option", "confirmed", "released", "expired", "cancelled"] as const) {
        const line = { state, optionExpiresAt: null, challengeDeadline: null };
        const answer = decide(line, move as keyof typeof lineTransitions, { ...facts, holder: move === "challenge" ? { state: "option", startsAt: now, endsAt: now, challengeDeadline: null, reference: "00000000", client: "C" } : null }, now);
        expect(answer.allowed, `${move} from ${state}`).toBe(rule.from.includes(state));
      }
    }
    const closed = decide(option, "confirm", { ...facts, job: { status: "completed", reference: "7F3A9C21" } }, now);
    expect(closed.allowed || refusalText(closed.reason)).toBe("Job 7F3A-9C21 is completed: its lines cannot change.");
  });

  it("lets the clock move a line only once it is due, and nothing confirm an erased talent's line", () => {
    expect(decide(option, "expire", facts, now).allowed).toBe(false);
    expect(decide(option, "expire", facts, new Date(now.getTime() + 2 * H))).toEqual({ allowed: true, from: "option", to: "expired" });
    const erased = decide(option, "confirm", { ...facts, talent: { ...facts.talent, erased: true } }, now);
    expect(erased.allowed || refusalText(erased.reason)).toMatch(/erased/);
    expect(decide(option, "release", { ...facts, talent: { ...facts.talent, erased: true } }, now).allowed).toBe(true);
  });

  it("words a held time and blocked days in one place, the latter at the override field", () => {
    const held = decide(option, "confirm", { ...facts, holder: { state: "confirmed", startsAt: new Date("2031-03-02T14:00:00Z"), endsAt: new Date("2031-03-02T18:00:00Z"), challengeDeadline: null, reference: "ABCD1234", client: "Vogue" } }, now);
    expect(held.allowed || refusalText(held.reason)).toMatch(/^Sienna is not free: job ABCD-1234 \(Vogue\) is confirmed on /);
    const blocked = decide(option, "confirm", { ...facts, holder: null, blocked: [{ block_kind: "holiday", starts_on: "2031-03-02", ends_on: "2031-03-02" }] }, now);
    expect(blocked.allowed || refusalStatus(blocked.reason)).toEqual({ status: 409, field: "override" });
    expect(decide(option, "confirm", { ...facts, holder: null, blocked: [{ block_kind: "holiday", starts_on: "2031-03-02", ends_on: "2031-03-02" }], override: true }, now).allowed).toBe(true);
  });

  it("says how a converted request stands", () => {
    expect(requestStanding("7F3A9C21", { state: "option", rank: 1 })).toBe("Converted to job 7F3A-9C21, 1st option");
    expect(requestStanding("7F3A9C21", { state: "confirmed", rank: 1 })).toBe("Converted to job 7F3A-9C21, confirmed");
    expect(requestStanding("7F3A9C21", { state: "expired", rank: null })).toBe("Converted to job 7F3A-9C21, option expired");
    expect(requestStanding("7F3A9C21", null)).toBe("Converted to job 7F3A-9C21, no line yet");
  });
});
