import { describe, expect, it } from "vitest";
import { DEFAULT_WALLPAPER_STYLE } from "@/lib/wallpaper/choices";
import { MAX_QR_ADDRESS_LENGTH, phoneAddress, type PhoneWallpaper, readPhoneFragment } from "./phone-link";

const wallpaper: PhoneWallpaper = {
  tasks: [
    { text: "Pay rent before Friday", isPriority: true, emoji: "💸" },
    { text: "Walk the dog", isPriority: false, emoji: null },
    { text: "给妈妈打电话", isPriority: false, emoji: "📞" },
  ],
  mode: "emoji",
  width: 1080,
  height: 2424,
  style: { ...DEFAULT_WALLPAPER_STYLE, preset: "pixel-10", theme: "ocean", textSize: "large", align: "left" },
};

const fragmentOf = (address: string) => new URL(address).hash;

describe("Send to phone's address", () => {
  it("carries the wallpaper in its fragment, and only there", () => {
    const address = phoneAddress("https://wallminder.app", "/zh/phone", wallpaper);
    const url = new URL(address);
    expect(url.origin + url.pathname + url.search).toBe("https://wallminder.app/zh/phone");
    expect(readPhoneFragment(url.hash)).toEqual(wallpaper);
  });

  it("fits a scannable code for an everyday list of a dozen tasks", () => {
    const dozen = {
      ...wallpaper,
      tasks: Array.from({ length: 12 }, (_, i) => ({ text: `Task number ${i + 1}: call the bank`, isPriority: i < 2, emoji: null })),
    };
    expect(phoneAddress("https://wallminder.app", "/phone", dozen).length).toBeLessThan(MAX_QR_ADDRESS_LENGTH);
  });

  it("grows past the limit for a long list, so the creator can say so", () => {
    const long = {
      ...wallpaper,
      tasks: Array.from({ length: 100 }, (_, i) => ({ text: `${i} ${"an unusual task ".repeat(4)}${i * 7919}`, isPriority: false, emoji: null })),
    };
    expect(phoneAddress("https://wallminder.app", "/phone", long).length).toBeGreaterThan(MAX_QR_ADDRESS_LENGTH);
  });

  it("reads nothing from a missing, cut or forged fragment", () => {
    const fragment = fragmentOf(phoneAddress("https://wallminder.app", "/phone", wallpaper));
    for (const hash of ["", "#", "#w=", fragment.slice(0, fragment.length / 2), "#w=%%%", "#w=bm90IGRlZmxhdGU", "#other=1"]) {
      expect(readPhoneFragment(hash)).toBeNull();
    }
  });

  it("refuses a wallpaper it could not draw: an impossible size, an unknown theme, no tasks", () => {
    const forged = (change: Partial<PhoneWallpaper> | Record<string, unknown>) =>
      fragmentOf(phoneAddress("https://x", "/phone", { ...wallpaper, ...change } as PhoneWallpaper));
    expect(readPhoneFragment(forged({ width: 100_000 }))).toBeNull();
    expect(readPhoneFragment(forged({ style: { ...wallpaper.style, theme: "neon" } }))).toBeNull();
    expect(readPhoneFragment(forged({ tasks: [] }))).toBeNull();
    expect(readPhoneFragment(forged({ mode: "magic" }))).toBeNull();
  });
});
