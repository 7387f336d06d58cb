import type { Music } from "@/lib/content/sections"

/** The tests' sites have music: typed as the music section, with its artist and cover. */
export const music: Music = {
	artist: "Norrsken",
	artistIs: "group",
	members: ["Elin Strand", "Johan Lind", "Maja Berg"],
	cover: { src: "musik/omslag.jpg", alt: "Omslaget till Norrsken: ett grönt norrsken över en sjö" },
	tracks: [
		{ title: "Vinterljus", file: "/musik/vinterljus.m4a", released: "2024-12-13" },
		{ title: "Älven", file: "/musik/älven.ogg" },
		{ title: "Midnattssol" },
		{
			title: "Stilla natt (live) ✨",
			file: "/musik/stilla-natt-live.opus",
			lyrics: "Stilla natt över sjön\nsnön faller tyst",
			credits: { writtenBy: ["Elin Strand"], recordedAt: "Umeå stadskyrka" }
		}
	]
}
