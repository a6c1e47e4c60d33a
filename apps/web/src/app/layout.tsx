import type { Metadata, Viewport } from "next";
import { NavLink } from "../client/NavLink";
import type { ReactNode } from "react";
import "@tablecast/ui/styles.css";
import "./app.css";

export const metadata: Metadata = {
  title: { default: "Tablecast", template: "%s · Tablecast" },
  description: "Live spectating, replays and coaching for trading card games.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#111418" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>
        <a className="skip-link" href="#content">
          Skip to content
        </a>
        <header className="site-header">
          <NavLink href="/" className="site-header__brand">
            Tablecast
          </NavLink>
          <nav>
            <NavLink href="/">Lobby</NavLink>
            <NavLink href="/rules">Rules</NavLink>
          </nav>
        </header>
        <main className="site-main" id="content" tabIndex={-1}>{children}</main>
      </body>
    </html>
  );
}
