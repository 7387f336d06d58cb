import type { HomeContent } from "@/lib/content/schema"

export const home: HomeContent = {
	headline: "Min portfolio",
	aboutButtonLabel: "Mer om mig",
	tiles: [
		{
			id: 7,
			img: [
				{ src: "jag/portratt.jpg", alt: "Elin vid ett piano i ett ljust rum, fotograferad med mobilen" },
				{ src: "resor/fjall.jpg", alt: "Fjäll i kvällsljus med snö på topparna" }
			]
		},
		{
			id: 8,
			img: [{ src: "projekt/busskartan-2.png", alt: "Skärmbild av Busskartan: avgångar från en hållplats" }]
		}
	],
	phoneGallery: [
		{ id: "a", img: { src: "resor/fjall.jpg", alt: "Fjäll i kvällsljus med snö på topparna" } },
		// Cropped on purpose: the sky, not the lake, in the phone's frame.
		{
			id: "b",
			img: { src: "musik/omslag.jpg", alt: "Norrskenet över sjön, utsnitt av omslaget", fit: "fill", position: "top" }
		},
		{ id: "c", img: { src: "jag/portratt.jpg", alt: "Elin vid ett piano i ett ljust rum, fotograferad med mobilen" } }
	]
}
