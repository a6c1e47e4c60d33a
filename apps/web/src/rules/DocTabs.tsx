"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";

/** A document's pages: contents, glossary, what changed; the one shown is marked. */
export function DocTabs({ tabs }: { tabs: readonly { href: string; label: string }[] }) {
  const path = usePathname();
  return (
    <nav className="rb-tabs" aria-label="Document">
      {tabs.map((t) => (
        <Link key={t.href} href={t.href} aria-current={path === t.href ? "page" : undefined} prefetch={false}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
