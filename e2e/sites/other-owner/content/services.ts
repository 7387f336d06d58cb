import bus from "@iconify-icons/mdi/bus"
import musicNote from "@iconify-icons/mdi/music-note"
import type { ServicesContent } from "@/lib/content/schema"

export const services: ServicesContent = {
	heading: "Tjänster",
	intro: "Det här kan jag hjälpa dig med, i kod eller i noter.",
	items: [
		{
			title: "Realtidstjänster",
			desc: "Webb- och mobiltjänster som visar data i realtid och klarar sig utan nät en stund.",
			icon: bus
		},
		{
			title: "Körarrangemang",
			desc: "Arrangemang för blandad kör, med övningsfiler för varje stämma.",
			icon: musicNote
		}
	]
}
