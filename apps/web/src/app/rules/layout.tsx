import type { ReactNode } from "react";
import "../../rules/rules.css";
import "../../rules/rules-card.css";

export default function RulesLayout({ children }: { children: ReactNode }) {
  return <div className="rb">{children}</div>;
}
