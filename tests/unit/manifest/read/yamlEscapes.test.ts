// Escapes in double-quoted scalars as go-yaml reads them (the reader of kubectl and the API
// server, sigs.k8s.io/yaml): `\'` is `'` (scannerc.go yaml_parser_scan_flow_scalar, from
// libyaml), where YAML 1.2 and the `yaml` package refuse it; unknown escapes stay errors.
import { describe, expect, it } from 'vitest';
import { parseStream } from '../../../../src/manifest/read/parse.ts';

describe("double-quoted scalars with \\' (go-yaml's escape)", () => {
  it("reads \\' as ' with no diagnostic", () => {
    const { docs, diagnostics } = parseStream(
      `command: ['sh', '-c', "echo \\"A=\\'a\\'\\nB=\\'b\\'\\" > /data/config.env"]\n`,
    );
    expect(diagnostics).toEqual([]);
    expect(docs[0]?.data).toEqual({
      command: ['sh', '-c', `echo "A='a'\nB='b'" > /data/config.env`],
    });
  });

  it('keeps an escaped backslash before a quote as it was (\\\\ then a plain quote)', () => {
    const { docs, diagnostics } = parseStream(`a: "x\\\\'y"\n`);
    expect(diagnostics).toEqual([]);
    expect(docs[0]?.data).toEqual({ a: "x\\'y" });
  });

  it('places values after the escape at their columns in the text as written', () => {
    const text = `x: {a: "p\\'q\\'r", b: 1}\nsecond: "\\'"\n`;
    const { docs, diagnostics } = parseStream(text);
    expect(diagnostics).toEqual([]);
    expect(docs[0]?.data).toEqual({ x: { a: "p'q'r", b: 1 }, second: "'" });
    expect(docs[0]?.at(['x', 'b'])).toMatchObject({ line: 1, column: text.indexOf('1') + 1 });
    expect(docs[0]?.at(['second'])).toMatchObject({ line: 2, column: 9 });
  });

  it('still refuses an escape go-yaml refuses too, at its place', () => {
    const { docs, diagnostics } = parseStream(`a: "\\'"\nb: "\\q"\n`);
    expect(docs).toEqual([]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', line: 2, column: 5 });
    expect(diagnostics[0]?.message).toMatch(/^YAML: Invalid escape sequence \\q/);
  });

  it('refuses \\/, which YAML 1.2 has and go-yaml has not (kubectl: found unknown escape character)', () => {
    const text = `a: "http:\\/\\/example.com"\nb: 'c:\\/d'\n`;
    const { docs, diagnostics } = parseStream(text);
    expect(docs).toEqual([]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', line: 1, column: 10 });
    expect(diagnostics[0]?.message).toMatch(/^YAML: found unknown escape character \\\//);
  });

  it('takes a slash after an escaped backslash, and \\/ outside double quotes, as they are', () => {
    const { docs, diagnostics } = parseStream(`a: "x\\\\/y"\nb: 'p\\/q'\nc: r\\/s\n`);
    expect(diagnostics).toEqual([]);
    expect(docs[0]?.data).toEqual({ a: 'x\\/y', b: 'p\\/q', c: 'r\\/s' });
  });

  it("reads a JSON stream as JSON, as kubectl does: \\/ is an escape there, \\' is not", () => {
    const slash = parseStream(`{"a": "http:\\/\\/example.com"}\n`);
    expect(slash.diagnostics).toEqual([]);
    expect(slash.docs[0]?.data).toEqual({ a: 'http://example.com' });
    const quote = parseStream(`{"a": "it\\'s"}\n`);
    expect(quote.docs).toEqual([]);
    expect(quote.diagnostics[0]?.message).toMatch(/^YAML: Invalid escape sequence/);
  });
});
