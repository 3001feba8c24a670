import { describe, expect, it } from "vitest";
import { parsePushedList, PushBodyError, type PushProblem, pushFormat } from "./push";

const texts = (body: string, format: "text" | "json") => parsePushedList(body, format).map((task) => task.text);
const problem = (body: string, format: "text" | "json"): PushProblem | null => {
  try {
    parsePushedList(body, format);
    return null;
  } catch (error) {
    if (error instanceof PushBodyError) return error.problem;
    throw error;
  }
};

describe("what a push address accepts", () => {
  it("takes text/plain and JSON only", () => {
    expect(pushFormat("text/plain")).toBe("text");
    expect(pushFormat("text/plain; charset=utf-8")).toBe("text");
    expect(pushFormat("application/json")).toBe("json");
    expect(pushFormat("application/json; charset=utf-8")).toBe("json");
    for (const other of [null, "", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/html", "text/plainx"]) {
      expect(pushFormat(other)).toBeNull();
    }
  });

  it("reads one task per line of text, without blank lines or bullets", () => {
    expect(texts("Buy milk\r\n\n- Call mum\n  [ ] Pay rent  \n", "text")).toEqual(["Buy milk", "Call mum", "Pay rent"]);
    expect(texts("", "text")).toEqual([]);
  });

  it("reads the JSON a Shortcut sends: a tasks field holding one text with a title per line, or an array; or an array", () => {
    expect(texts(JSON.stringify({ tasks: "Buy milk\nCall mum" }), "json")).toEqual(["Buy milk", "Call mum"]);
    expect(texts(JSON.stringify({ tasks: ["Buy milk", "Call mum"] }), "json")).toEqual(["Buy milk", "Call mum"]);
    expect(texts(JSON.stringify(["Buy milk", "Call mum"]), "json")).toEqual(["Buy milk", "Call mum"]);
    expect(texts(JSON.stringify({ tasks: [] }), "json")).toEqual([]);
  });

  it("refuses anything else, naming what is wrong", () => {
    expect(problem("{", "json")).toBe("json");
    expect(problem(JSON.stringify({ list: ["a"] }), "json")).toBe("shape");
    expect(problem(JSON.stringify({ tasks: [1, 2] }), "json")).toBe("shape");
    expect(problem(JSON.stringify({ tasks: [{ title: "a" }] }), "json")).toBe("shape");
    expect(problem("null", "json")).toBe("shape");
    expect(problem("a\u0000b", "text")).toBe("unstorable");
    expect(problem(JSON.stringify({ tasks: ["a\u0000b"] }), "json")).toBe("unstorable");
    expect(problem(JSON.stringify({ tasks: ["task \uD83D"] }), "json")).toBe("unstorable");
    expect(problem(Array.from({ length: 101 }, (_, i) => `Task ${i}`).join("\n"), "text")).toBe("tooManyLines");
    expect(problem("x".repeat(301), "text")).toBe("lineTooLong");
    expect(problem(Array.from({ length: 20 }, () => "y".repeat(260)).join("\n"), "text")).toBe("tooLong");
  });
});
