import type { PageMetas, SiteNames } from "@/lib/content/schema"
import { owner } from "./owner"

export const site: SiteNames = {
	name: `${owner.name} · utvecklare och musiker`,
	logoText: owner.name,
	// A blue of their own in each theme: the checks of an owner's site run on colours other than the demo's.
	theme: {
		light: { accent: "#0b5c9e" },
		dark: { accent: "#9cc9e8" }
	}
}

export const pageMeta: PageMetas = {
	"/": {
		title: `${owner.name}, ${owner.role.toLowerCase()} och musiker`,
		description: `${owner.name} bygger webbtjänster för kollektivtrafiken och skriver musik för bandet Norrsken.`
	},
	"/projects": {
		title: "Projekt",
		description: "Busskartan och Körarkivet: två av mina projekt, med bilder och beskrivningar."
	},
	"/contact": {
		title: "Kontakt",
		description: `Skicka ett meddelande till ${owner.name} om ett uppdrag, ett samarbete eller en låt.`
	},
	"/services": {
		title: "Tjänster",
		description: "Realtidstjänster och körarrangemang: det här kan jag hjälpa dig med."
	},
	"/about": {
		title: "Om mig",
		description: `${owner.name}, född i ${owner.birthplace}: systemutvecklare och körsångare.`
	},
	"/music": { title: "Musik", description: "Lyssna på fyra låtar av Norrsken, inspelade i Umeå." }
}
