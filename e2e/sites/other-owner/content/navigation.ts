import type { MenuLink } from "@/lib/content/schema"
import { owner } from "./owner"

export const primaryLinks: MenuLink[] = [
	{ label: "Projekt", href: "/projects", kind: "route" },
	{ label: "Kontakt", href: "/contact", kind: "route" },
	{ label: "Om mig", href: "/about", kind: "route" },
	{ label: "Texter", href: "/writing", kind: "route" }
]

export const secondaryLinks: MenuLink[] = [
	{ label: "Hör av dig", href: "/contact", kind: "route" },
	...(owner.email ? [{ label: owner.email, href: `mailto:${owner.email}`, kind: "email" } as const] : []),
	...(owner.profiles ?? []).map(({ name, url }): MenuLink => ({ label: name, href: url, kind: "profile" }))
]

export const footerLinks: MenuLink[] = [
	{ label: "Hem", href: "/", kind: "route" },
	{ label: "Projekt", href: "/projects", kind: "route" },
	{ label: "Musik", href: "/music", kind: "route" },
	{ label: "Tjänster", href: "/services", kind: "route" },
	{ label: "Om mig", href: "/about", kind: "route" },
	{ label: "Kontakt", href: "/contact", kind: "route" },
	{ label: "Texter", href: "/writing", kind: "route" }
]

export const headerHiddenOn: string[] = ["/music"]
