import type { RuleChange } from "@tablecast/rules";

/** How a reworded rule's title and text changed, word by word (removed struck, added marked). */
export function RuleEdit({ change }: { change: RuleChange }) {
  return (
    <>
      {change.titleChanged && (
        <p>
          Title: <span className="diff--removed">{change.before.title ?? "(none)"}</span> → <span className="diff--added">{change.after.title ?? "(none)"}</span>
        </p>
      )}
      {change.textChanged && (
        <p className="rb-diff__text">
          {change.textEdit.map((part, i) => (
            <span key={i} className={`diff--${part.op}`}>
              {part.text}{" "}
            </span>
          ))}
        </p>
      )}
    </>
  );
}
