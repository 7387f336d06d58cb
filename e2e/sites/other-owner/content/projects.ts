import type { Project } from "@/lib/content/schema"

export const projects: Project[] = [
	{
		id: 10,
		title: "Busskartan",
		img: [
			// Three shapes in one project: a photo (landscape), a phone's screenshot (portrait), the app's icon (square).
			{ src: "projekt/busskartan-1.jpg", alt: "Hållplatsskylten i Umeå där Busskartan visar nästa avgång" },
			{ src: "projekt/busskartan-2.png", alt: "Skärmbild av Busskartan: avgångar från en hållplats" },
			{ src: "projekt/busskartan-ikon.png", alt: "Busskartans ikon: en vit buss på blå botten" }
		],
		desc: "En mobilapp som visar var bussarna i Västerbotten är just nu, med avgångar som uppdateras varje sekund och fungerar offline när täckningen försvinner mellan byarna.",
		codeUrl: "https://codeberg.org/elinstrand/busskartan",
		stack: ["Kotlin", "PostGIS"],
		year: 2025
	},
	{
		id: 20,
		title: "Körarkivet 🎶",
		img: [{ src: "projekt/korarkivet.jpg", alt: "Körarkivets startsida med noter sorterade efter stämma" }],
		desc: "Ett arkiv för körens noter och övningsfiler, där varje stämma kan lyssna på sin del i sin egen takt.",
		liveUrl: "https://korarkivet.exempel.se/",
		role: "Ensam utvecklare"
	}
]
