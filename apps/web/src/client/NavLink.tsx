"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

/**
 * A site header link, fetched ahead when the reader shows intent (pointer over it, focus, touch)
 * rather than on every page load: a match page's first board no longer shares the network and the
 * server's CPU with rendering the lobby and the rules index in the background.
 */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  const intent = () => router.prefetch(href);
  return (
    <Link href={href} className={className} prefetch={false} onMouseEnter={intent} onFocus={intent} onTouchStart={intent}>
      {children}
    </Link>
  );
}
