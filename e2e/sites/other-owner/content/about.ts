import type { AboutContent } from "@/lib/content/schema"

export const about: AboutContent = {
	heading: "Om mig",
	lead: "Jag heter Elin Strand och är född i Umeå: systemutvecklare, körsångare och låtskrivare.",
	slides: [
		{ src: "jag/portratt.jpg", alt: "Elin vid ett piano i ett ljust rum, fotograferad med mobilen" },
		{ src: "resor/fjall.jpg", alt: "Fjäll i kvällsljus med snö på topparna" },
		{ src: "resor/kamera.jpg", alt: "Kamerabild av en brygga vid en stilla sjö, med texten Kamera 12 MP" },
		{ src: "musik/omslag.jpg", alt: "Omslaget till Norrsken: ett grönt norrsken över en sjö" },
		{ src: "projekt/busskartan-2.png", alt: "Skärmbild av Busskartan: avgångar från en hållplats" }
	]
}
