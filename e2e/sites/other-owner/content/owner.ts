/**
 * Another owner, sharing nothing with the demo, its files written in a style of its own (tabs, double
 * quotes, no semicolons, long lines): another name and language, two projects (one
 * of a single picture, one of a landscape, a portrait and a square picture), four tracks in M4A, Ogg Vorbis, MP3 and Opus, five slides, one
 * gallery tile, pictures as phones and cameras write them. `npm run try-owner -- e2e/sites/other-owner`
 * puts it in a copy of the repository as an owner would and runs the README's test command there.
 */
import type { Owner } from "@/lib/content/schema"

export const owner: Owner = {
	name: "Elin Strand",
	locale: "sv_SE",
	role: "Systemutvecklare",
	birthplace: "Umeå",
	bio: [
		"Jag bygger webbtjänster för kollektivtrafiken i Norrland: tidtabeller, realtidsdata och biljetter som fungerar även när täckningen inte gör det.",
		"På kvällarna sjunger jag i kör och skriver musik för bandet Norrsken, mest på vintern när det är mörkt nästan hela dygnet.",
		// A long address with nowhere to break: it must wrap, not widen the page on a phone.
		"Koden till tidtabellerna: https://codeberg.org/elinstrand/kollektivtrafik-realtidsdata-norrbotten-vasterbotten-och-jamtland"
	],
	email: "elin@exempel.se",
	// No LinkedIn and no CV: neither leaves an empty place anywhere.
	profiles: [
		{ name: "Codeberg", url: "https://codeberg.org/elinstrand" },
		{ name: "Mastodon", url: "https://fosstodon.org/@elinstrand" },
		{ name: "Bluesky", url: "https://bsky.app/profile/elinstrand.se" }
	],
	blueskyDid: "did:plc:ewvi7nxzyoun6zhxrhs64oiz",
	portrait: { src: "jag/portratt.jpg", alt: "Elin vid ett piano i ett ljust rum, fotograferad med mobilen" }
}
