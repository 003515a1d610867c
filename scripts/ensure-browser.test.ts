import { describe, expect, it } from "vitest";
import { adviceFor, DEBIAN_CHROMIUM, findChromium, type BrowserState } from "./ensure-browser.mjs";

/**
 * A pretend machine: which files exist and whether they start. Installing or launching a real browser is not
 * something a unit test may do, so this is the one place the file system is faked.
 */
function machine(files: Record<string, BrowserState>, links: Record<string, string> = {}) {
  const checked: string[] = [];
  return {
    checked,
    check: (file: string): BrowserState => {
      checked.push(file);
      return files[links[file] ?? file] ?? "missing";
    },
    canonical: (file: string) => links[file] ?? file,
  };
}

const PLAYWRIGHT = "/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";

describe("findChromium", () => {
  it("uses CHROMIUM_PATH when set, and looks nowhere else", () => {
    const m = machine({ "/opt/chrome/chrome": "ok", [DEBIAN_CHROMIUM]: "ok" });
    const found = findChromium({ env: { CHROMIUM_PATH: "/opt/chrome/chrome", PATH: "/usr/bin" }, ...m, playwrightBrowser: PLAYWRIGHT });
    expect(found).toMatchObject({ path: "/opt/chrome/chrome", source: "CHROMIUM_PATH" });
    expect(m.checked).toEqual(["/opt/chrome/chrome"]);
  });

  it("reports a wrong CHROMIUM_PATH instead of quietly using another browser", () => {
    const m = machine({ [DEBIAN_CHROMIUM]: "ok" });
    const found = findChromium({ env: { CHROMIUM_PATH: "/opt/typo/chrome", PATH: "/usr/bin" }, ...m });
    expect(found.path).toBeUndefined();
    expect(found.tried).toEqual([{ file: "/opt/typo/chrome", source: "CHROMIUM_PATH", state: "missing" }]);
    expect(adviceFor({ ...found, explicit: true })).toContain("CHROMIUM_PATH is set to /opt/typo/chrome, which does not exist.");
  });

  it("prefers Debian's /usr/bin/chromium, then the names on PATH in PATH order, then Playwright's download", () => {
    const env = { PATH: "/usr/local/bin:/snap/bin" };
    expect(findChromium({ env, ...machine({ [DEBIAN_CHROMIUM]: "ok", "/usr/local/bin/chromium": "ok" }) }).path).toBe(DEBIAN_CHROMIUM);
    expect(
      findChromium({ env, ...machine({ "/snap/bin/chromium": "ok", "/usr/local/bin/google-chrome": "ok", [PLAYWRIGHT]: "ok" }), playwrightBrowser: PLAYWRIGHT }),
    ).toMatchObject({ path: "/usr/local/bin/google-chrome", source: "google-chrome on PATH" });
    expect(findChromium({ env, ...machine({ [PLAYWRIGHT]: "ok" }), playwrightBrowser: PLAYWRIGHT })).toMatchObject({
      path: PLAYWRIGHT,
      source: "Playwright's downloaded Chromium",
    });
  });

  it("skips a browser that is there but does not start, and checks one file reached by two paths once", () => {
    const m = machine({ [DEBIAN_CHROMIUM]: "broken", [PLAYWRIGHT]: "ok" }, { "/bin/chromium": DEBIAN_CHROMIUM });
    const found = findChromium({ env: { PATH: "/bin:/usr/bin" }, ...m, playwrightBrowser: PLAYWRIGHT });
    expect(found.path).toBe(PLAYWRIGHT);
    expect(m.checked.filter((file) => m.canonical(file) === DEBIAN_CHROMIUM)).toHaveLength(1);
    expect(found.tried[0]).toEqual({ file: DEBIAN_CHROMIUM, source: "Debian's chromium package", state: "broken" });
  });

  it("finds nothing on a machine with only Node, and lists everything it looked at", () => {
    const found = findChromium({ env: { PATH: "/usr/local/bin:/usr/bin" }, ...machine({}), playwrightBrowser: PLAYWRIGHT });
    expect(found.path).toBeUndefined();
    expect(found.tried.map((t) => t.file)).toEqual([
      DEBIAN_CHROMIUM,
      "/usr/local/bin/chromium",
      "/usr/local/bin/chromium-browser",
      "/usr/local/bin/google-chrome",
      "/usr/local/bin/google-chrome-stable",
      "/usr/bin/chromium-browser",
      "/usr/bin/google-chrome",
      "/usr/bin/google-chrome-stable",
      PLAYWRIGHT,
    ]);
    expect(found.tried.every((t) => t.state === "missing")).toBe(true);
  });
});

describe("adviceFor", () => {
  it("says what was tried and the exact commands that fix it", () => {
    const text = adviceFor({
      tried: [{ file: PLAYWRIGHT, source: "Playwright's downloaded Chromium", state: "broken" }],
      explicit: false,
      installs: ["`playwright install chromium`", "`apt-get install chromium` (as root)"],
    });
    expect(text).toContain("Tried to install one, without success: `playwright install chromium`, then `apt-get install chromium` (as root).");
    expect(text).toContain("apt-get update && apt-get install -y chromium");
    expect(text).toContain("npx playwright install --with-deps chromium");
    expect(text).toContain("CHROMIUM_PATH=/path/to/chrome npm run test:e2e");
    expect(text).toContain(`${PLAYWRIGHT} (Playwright's downloaded Chromium) is there but does not start`);
    expect(text).toContain("sudo npx playwright install-deps chromium");
  });
});
