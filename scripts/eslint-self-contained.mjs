// Lint rule: the repository is self-contained. Nothing in its code, tests or scripts may name a
// path outside it: the reference folder beside the checkout (`shared/` next to the repository), a relative path that
// climbs above the repository root, or an absolute path of one machine (/work/…, /home/…).
// Sources that the product and its tests need are vendored in the package that owns them.
import { dirname, relative, resolve, sep } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");

/** Absolute paths that only exist on somebody's machine (system paths such as /usr/bin are fine). */
const MACHINE_PATH = /(^|[\s"'=])(\/(work|home|root|Users|mnt)\/[\w.-]|[A-Za-z]:\\[\w.-])/;

/** Why a string names a path outside the repository, or null. @param {string} text @param {string} file */
export function problemOf(text, file) {
  if (/(^|[/\\])\.\.[/\\]shared([/\\]|$)/.test(text) || /(^|\/)shared\/(rules|data|design)(\/|$)/.test(text))
    return "names the reference folder beside the checkout (shared/ next to the repository); vendor what is needed into the package that owns it";
  if (MACHINE_PATH.test(text)) return "names an absolute path of one machine; use a path inside the repository or the OS temp dir";
  if (/^\.\.[/\\]/.test(text) && file !== "<input>") {
    const target = resolve(dirname(file), text);
    const rel = relative(root, target);
    if (rel === ".." || rel.startsWith(`..${sep}`)) return `climbs out of the repository (${text})`;
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const noOutsidePaths = {
  meta: { type: "problem", docs: { description: "no path outside the repository" }, schema: [] },
  create(context) {
    const file = context.filename;
    /** @param {import("estree").Node} node @param {string} text */
    const check = (node, text) => {
      const problem = problemOf(text, file);
      if (problem !== null) context.report({ node, message: `The repository is self-contained: this ${problem}.` });
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      // join(root, "..", "shared", …): the folder named piecewise.
      CallExpression(node) {
        const parts = node.arguments.map((a) => (a.type === "Literal" && typeof a.value === "string" ? a.value : null));
        const up = parts.indexOf("..");
        if (up !== -1 && parts.slice(up + 1).includes("shared"))
          context.report({ node, message: "The repository is self-contained: this names the shared/ folder beside the checkout piecewise; vendor what is needed into the package that owns it." });
      },
    };
  },
};

export const selfContained = { rules: { "no-outside-paths": noOutsidePaths } };
