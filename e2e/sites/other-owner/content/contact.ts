import type { ContactContent } from "@/lib/content/schema"

export const contact: ContactContent = {
	heading: "Kontakt",
	intro: "Ett uppdrag, ett samarbete eller en låt du tyckte om: skriv till mig så svarar jag.",
	thanks: "Tack för ditt meddelande! Jag hör av mig snart.",
	sendLabel: "Skicka"
}
