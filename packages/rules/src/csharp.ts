/**
 * Reads the string literals assigned to fields in a C# source file (`string name = "…";`), the
 * form in which the WinForms rules viewer embeds the older FaB documents. A small tokenizer, not a
 * regex over the whole file: the literals run to hundreds of thousands of characters.
 */

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: "\n",
  r: "\r",
  t: "\t",
  "0": "\0",
  '"': '"',
  "'": "'",
  "\\": "\\",
  a: "\x07",
  b: "\b",
  f: "\f",
  v: "\v",
};

/** Decodes the body of a regular (non-verbatim) C# string literal. */
export function unescapeCSharp(body: string): string {
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = body[i + 1] ?? "";
    if (e === "u" && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 2, i + 6))) {
      out += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16));
      i += 5;
    } else if (e === "x") {
      const hex = /^[0-9a-fA-F]{1,4}/.exec(body.slice(i + 2))?.[0] ?? "";
      out += hex === "" ? "x" : String.fromCharCode(parseInt(hex, 16));
      i += 1 + hex.length;
    } else {
      out += SIMPLE_ESCAPES[e] ?? e;
      i += 1;
    }
  }
  return out;
}

/** Every `string NAME = "literal"` (or `@"verbatim"`) field in the source, decoded, by name. */
export function csharpStringFields(source: string): Map<string, string> {
  const fields = new Map<string, string>();
  const decl = /\bstring\s+([A-Za-z_]\w*)\s*=\s*(@?)"/g;
  let m: RegExpExecArray | null;
  while ((m = decl.exec(source)) !== null) {
    const verbatim = m[2] === "@";
    let i = decl.lastIndex;
    let body = "";
    for (; i < source.length; i++) {
      const c = source[i]!;
      if (verbatim) {
        if (c === '"') {
          if (source[i + 1] === '"') {
            body += '"';
            i++;
            continue;
          }
          break;
        }
        body += c;
      } else {
        if (c === "\\") {
          body += c + (source[i + 1] ?? "");
          i++;
          continue;
        }
        if (c === '"' || c === "\n") break;
        body += c;
      }
    }
    fields.set(m[1]!, verbatim ? body : unescapeCSharp(body));
    decl.lastIndex = i + 1;
  }
  return fields;
}

export function isCSharpSource(text: string): boolean {
  return /^\s*using System/m.test(text.slice(0, 2000)) && /\bnamespace\s+\w+/.test(text.slice(0, 5000));
}
