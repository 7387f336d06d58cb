import type { Translation } from '@/lib/content/schema';

/** The nine home pictures' descriptions, in home.ts's order: the tiles and the phone gallery both draw on them. */
const homePictures = [
  { alt: 'Illustration orangefarbener Berge unter einem Morgenhimmel' },
  { alt: 'Illustration blauer Meereswellen in der Abenddämmerung' },
  { alt: 'Illustration einer nächtlichen Großstadtsilhouette mit erleuchteten Fenstern' },
  { alt: 'Illustration von Klaviertasten, von oben gesehen' },
  { alt: 'Illustration einer Schallwellenform auf einem dunklen Bildschirm' },
  { alt: 'Illustration einer Schallplatte auf einem Plattenspieler' },
  { alt: 'Illustration eines Codeeditor-Fensters mit farbigen Codezeilen' },
  { alt: 'Illustration eines Sonnenuntergangs über grünen Feldern' },
  { alt: 'Illustration eines Mischpults mit Schiebereglern' },
];

/** The tests' site in German, under /de/: the longest words of the site's languages, for the layouts at 320 px. */
export const de: Translation = {
  locale: 'de_DE',
  owner: {
    role: 'Softwareentwickler',
    bio: [
      'Ich entwickle schnelle, barrierefreie Webprodukte: Abonnentenanalysen, Newsletterplattformen und Echtzeitdatenmodule, die Millionen Menschen lesen. Der Code liegt auf [GitHub](https://github.com/sam-fixture).',
      'Wenn der Laptop zugeht, geht der Synthesizer an. Ich komponiere und produziere elektronische Musik, und in beide Handwerke fließt *dieselbe Liebe zum Detail*:',
      '- **Klang**, den Sie sich per `npm install` in den Kopf holen können\n- die [Musikseite](/music) und jeder Song darauf',
    ],
    portrait: { alt: 'Illustration von Bergen im Morgengrauen, als Beispielporträt verwendet' },
  },
  home: {
    headline: 'Mein Portfolio',
    aboutButtonLabel: 'Mehr über mich',
    tiles: [{ img: homePictures.slice(0, 3) }, { img: homePictures.slice(3, 6) }, { img: homePictures.slice(6, 9) }],
    phoneGallery: homePictures.map((img) => ({ img })),
  },
  about: {
    heading: 'Über mich',
    lead: 'Ich bin Sam Fixture, geboren in Fixtureville: Softwareentwickler und Musiker.',
    slides: [
      { alt: 'Illustration von Bergen im Morgengrauen' },
      { alt: 'Illustration einer Bühne im Scheinwerferlicht' },
      { alt: 'Illustration von Kopfhörern auf violettem Hintergrund' },
      { alt: 'Illustration eines Laptops auf einem Schreibtisch' },
      { alt: 'Illustration eines Gitarrenhalses mit Saiten' },
      { alt: 'Illustration eines sternenübersäten Nachthimmels' },
      { alt: 'Illustration einer Musikkassette' },
      { alt: 'Illustration einer Tasse Kaffee neben einem Notizbuch' },
      { alt: 'Illustration eines Audioequalizers mit farbigen Balken' },
    ],
  },
  projects: [
    {
      img: [
        { alt: 'Dashboard von Retention Curve: ein Liniendiagramm der über zwölf Monate gehaltenen Abonnenten' },
        { alt: 'Zeitleiste von Retention Curve mit den Tarifcodes eines Abonnenten als farbige Balken' },
        { alt: 'Tabelle von Retention Curve mit Tarifcodes und ihren Start- und Enddaten' },
      ],
      desc: 'Zeichnet den zeitlichen Verlauf der Tarifcodes jedes Abonnenten nach, damit das Kundenbindungsteam sieht, wann ein Rabatt begann, wann er endete und was der Abonnent danach tat.',
      role: 'Leitender Entwickler',
    },
    {
      img: [
        { alt: 'Newsletters Integration: Anmeldemodule für drei verschiedene Newsletter nebeneinander' },
        { alt: 'Newsletters Integration: ein Newslettermodul, eingebettet in eine Artikelseite' },
        { alt: 'Newsletters Integration: ein Newslettermodul auf einem Smartphonebildschirm' },
      ],
      desc: 'Module für verschiedene Newsletter: eine einzige konfigurierbare Anmeldekomponente, die jede Newsletterredaktion in ihre Artikel einbindet, mit eigenen Texten, eigenen Farben und eigener Zielgruppe.',
      role: 'Frontendentwickler',
    },
    {
      img: [
        { alt: 'Betting Integration: ein dynamischer Ticker mit Spielquoten am oberen Rand einer Seite' },
        { alt: 'Betting Integration: ein Modul im Artikel, das die Quoten eines Spiels auflistet' },
        { alt: 'Betting Integration: eine Quotentabelle aus dem Datenfeed des Sportwettenanbieters' },
      ],
      desc: 'Ein dynamischer Ticker und Module in Artikeln, die Spielquoten aus dem Datenfeed eines Sportwettenanbieters anzeigen und sich live aktualisieren, ohne dass der Artikel neu geladen wird.',
    },
  ],
  music: {
    cover: { alt: 'Coverbild: konzentrische Ringe in Orange und Violett auf Schwarz' },
    tracks: [
      {
        credits: {
          musicians: [{ role: 'Synthesizer, Gesang' }, { role: 'Schlagzeugprogrammierung' }],
          recordedAt: 'Heimstudio, Fixtureville',
        },
      },
      {
        credits: {
          musicians: [{ role: 'Gesang' }],
        },
      },
    ],
  },
  services: {
    heading: 'Leistungen',
    intro: 'Zwei Handwerke, derselbe Anspruch an Sorgfalt. Das kann ich für Sie tun.',
    items: [
      {
        title: 'Webentwicklung',
        desc: 'Schnelle, barrierefreie Websites und Frontendfunktionen in TypeScript und React, vom Prototyp bis zum Produktivbetrieb.',
      },
      {
        title: 'Datengetriebene Module',
        desc: 'Echtzeitticker, Dashboards und einbettbare Komponenten, gespeist aus Ihren APIs und so gebaut, dass sie auch bei hohen Zugriffszahlen schnell bleiben.',
      },
      {
        title: 'Musikproduktion',
        desc: 'Komposition, Arrangement und Produktion elektronischer Tracks, von der ersten Skizze bis zum fertigen Master.',
      },
      {
        title: 'Sounddesign für Produkte',
        desc: 'Kurze Erkennungsmelodien, Oberflächenklänge und Podcastmusik, die zum Charakter Ihres Produkts passen.',
      },
    ],
  },
  contact: {
    heading: 'Kontakt',
    intro:
      'Ein Stellenangebot, eine Zusammenarbeit, ein Song, der Ihnen gefallen hat: Schreiben Sie mir, und ich antworte Ihnen.',
    thanks: 'Vielen Dank für Ihre Nachricht! Ich melde mich in Kürze bei Ihnen.',
    sendLabel: 'Senden',
  },
  site: { name: 'Sam Fixture · Entwickler und Musiker' },
  pageMeta: {
    '/': {
      title: 'Sam Fixture, Softwareentwickler und Musiker',
      description:
        'Portfolio von Sam Fixture, Softwareentwickler und Musiker: seine Projekte, seine Musik, seine Leistungen und ein Weg, mit ihm in Kontakt zu treten.',
    },
    '/projects': {
      title: 'Projekte',
      description:
        'Ausgewählte Arbeiten von Sam Fixture: Analysen zur Abonnentenbindung, Newslettermodule und eine Echtzeitintegration von Sportwettenquoten.',
    },
    '/contact': {
      title: 'Kontakt',
      description:
        'Schreiben Sie Sam Fixture zu einem Stellenangebot, einer Zusammenarbeit oder einem Song. Jede Nachricht wird gelesen.',
    },
    '/services': {
      title: 'Leistungen',
      description:
        'Was Sam Fixture anbietet: Webentwicklung, datengetriebene Module, Musikproduktion und Sounddesign für digitale Produkte.',
    },
    '/about': {
      title: 'Über mich',
      description:
        'Sam Fixture, geboren in Fixtureville: Softwareentwickler und Musiker. Eine kurze Biografie und einige Bilder.',
    },
    '/music': {
      title: 'Musik',
      description: 'Hören Sie 6 elektronische Songs von Sam Fixture, Softwareentwickler und Musiker.',
    },
  },
  navigation: {
    primaryLinks: [{ label: 'Projekte' }, { label: 'Kontakt' }, { label: 'Über mich' }, { label: 'Texte' }],
    secondaryLinks: [{ label: 'Schreiben Sie mir' }, { label: 'Lebenslauf' }],
    footerLinks: [
      { label: 'Startseite' },
      { label: 'Projekte' },
      { label: 'Musik' },
      { label: 'Leistungen' },
      { label: 'Über mich' },
      { label: 'Kontakt' },
      { label: 'Texte' },
    ],
  },
};
