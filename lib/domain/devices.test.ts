import { describe, expect, it } from "vitest";
import { UNKNOWN_DEVICE, USER_AGENT_MAX, deviceLabel, storedUserAgent } from "./devices";

const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("device labels", () => {
  it("names the browser family and the system, without versions", () => {
    expect(deviceLabel(MAC_CHROME)).toBe("Chrome on macOS");
    expect(deviceLabel(MAC_CHROME.replace("120.0.0.0", "131.0.1.2"))).toBe("Chrome on macOS");
    expect(deviceLabel(IPHONE)).toBe("Safari on iOS");
  });

  it("says so when nothing can be told", () => {
    expect(deviceLabel(null)).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel("   ")).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel("curl/8.4.0")).toBe(UNKNOWN_DEVICE);
  });

  it("stores a bounded, one-line user agent", () => {
    expect(storedUserAgent(`  ${MAC_CHROME}\r\n`)).toBe(MAC_CHROME);
    expect(storedUserAgent("a\u0000b")).toBe("a b");
    expect(storedUserAgent("x".repeat(5000))).toHaveLength(USER_AGENT_MAX);
    expect(storedUserAgent("")).toBeNull();
  });
});
