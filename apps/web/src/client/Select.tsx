import type { ReactNode, SelectHTMLAttributes } from "react";

/** A `<select>` of options given as data: what every picker here (game, match, scope) draws. */
export function Select({ options, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { readonly options: readonly { readonly value: string; readonly label: ReactNode }[] }) {
  return (
    <select {...props}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
