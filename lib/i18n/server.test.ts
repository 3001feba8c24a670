import { describe, expect, it } from "vitest";
import { apiMessages, requestLocale } from "./server";

const headers = (values: Record<string, string>) => new Headers(values);

describe("the language an API answer is in", () => {
  it("is the one the person chose, whatever the browser accepts", () => {
    expect(requestLocale(headers({ cookie: "a=1; NEXT_LOCALE=zh-CN", "accept-language": "en-GB" }))).toBe("zh-CN");
    expect(requestLocale(headers({ cookie: "NEXT_LOCALE=en", "accept-language": "zh-CN" }))).toBe("en");
  });

  it("else the first language the browser accepts that we have", () => {
    expect(requestLocale(headers({ "accept-language": "zh-TW, zh;q=0.9, en;q=0.8" }))).toBe("zh-CN");
    expect(requestLocale(headers({ "accept-language": "fr-FR, en;q=0.5, zh;q=0.4" }))).toBe("en");
    expect(requestLocale(headers({ "accept-language": "en;q=0.2, zh-CN;q=0.9" }))).toBe("zh-CN");
  });

  it("else English: no header, an unknown cookie value, a language we do not have", () => {
    expect(requestLocale(undefined)).toBe("en");
    expect(requestLocale(headers({}))).toBe("en");
    expect(requestLocale(headers({ cookie: "NEXT_LOCALE=<script>", "accept-language": "de" }))).toBe("en");
  });

  it("translates the API's messages", () => {
    const request = new Request("http://localhost/api/x", { headers: { "accept-language": "zh-CN" } });
    expect(apiMessages(request)("serverError")).not.toBe(apiMessages()("serverError"));
    expect(apiMessages(request)("serverError")).toMatch(/[\u4e00-\u9fff]/);
  });
});
