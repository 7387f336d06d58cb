/**
 * The site's own words: every label, message and name that is not the owner's content. One
 * dictionary per language (lib/i18n/dictionaries/<language>.ts) gives all of them, so a missing
 * one fails the type check; the owner's `locale` picks the dictionary, and content/wording.ts
 * may change any of them.
 *
 * `{name}` in a text is filled in by the site (a title, a number, a date): a changed text must
 * keep the same ones. A `Plural` gives the forms the language needs by count (Intl.PluralRules
 * categories: `other` always; `one` in most languages, but not in Japanese, Korean or Chinese,
 * which count with one form; `many` for French, Spanish and Portuguese millions; `zero`,
 * `two`, `few` and `many` for Arabic); a form the language does not use is left out, and a
 * count whose form is missing takes `other`.
 */
export interface Plural {
  other: string;
  one?: string;
  zero?: string;
  two?: string;
  few?: string;
  many?: string;
}

export interface InterfaceText {
  /** The frame around every page. */
  shell: {
    /** The first link on every page, for keyboard users. */
    skipToContent: string;
    /** The menu button's name, and the menu's (dialog and list of links). */
    menu: string;
    closeMenu: string;
    /** Name of the footer's list of links. */
    footerNav: string;
    /** Said after a link that opens in a new tab, e.g. " (opens in a new tab)"; starts with its space. */
    newTab: string;
    /** The same for the resume's link. */
    pdfNewTab: string;
    /** The footer's e-mail icon: `{address}`. */
    emailTo: string;
    /** Name of the links to the page in the site's other languages. */
    language: string;
    /**
     * The menu's choice of colours: its name, and its three ways (as the device is set, light, dark).
     */
    theme: { label: string; system: string; light: string; dark: string };
  };
  /** Any picture. */
  picture: {
    /** Shown where a picture failed to load: `{alt}` is what it shows. */
    unavailable: string;
    /** A gallery or slideshow's place: `{number}` of `{count}`, e.g. "2 / 9". */
    counter: string;
  };
  home: {
    galleryName: string;
    /** Above the gallery, when a picture can be clicked. */
    galleryHint: string;
    /** How a tile is named in its button's name: `{number}`. */
    tileName: string;
    /** The same for the phone layout's single tile. */
    phoneTileName: string;
    /** A tile's button: `{tile}` is its name. */
    nextPicture: string;
    /** Said after a click: `{number}`, `{count}` and the picture's `{alt}`. */
    pictureStatus: string;
    /** The line under Home's headline from the CV's current job: "{role} at {employer}". */
    presentAt: string;
    /** Home's heading over the projects it leads to. */
    selectedWork: string;
    /** Home's link to every project. */
    allProjects: string;
    /** Home's heading over the newest release. */
    latestRelease: string;
    /** Home's heading over the newest track, where there is no release. */
    latestTrack: string;
    /** Home's heading over the newest posts. */
    latestWriting: string;
    /** Home's link to every post. */
    allWriting: string;
  };
  about: {
    slideshowName: string;
    /** What a screen reader calls the slideshow (aria-roledescription): the language's word for a carousel. */
    slideshowRole: string;
    play: string;
    pause: string;
    /** The picture's own button name while it plays / while it is paused. */
    pauseSlideshow: string;
    playSlideshow: string;
  };
  /** The CV on the About page and in its PDF (content/resume.json): each part's heading, and its few words. */
  resume: {
    /** Name of the CV as a whole (the PDF's title, the About page's CV region). */
    title: string;
    experience: string;
    education: string;
    skills: string;
    languages: string;
    certificates: string;
    awards: string;
    publications: string;
    volunteer: string;
    projects: string;
    interests: string;
    references: string;
    /** The end of a stretch still going on: "Mar 2021 – present". */
    present: string;
    /** The link to the CV's PDF on the About page. */
    download: string;
    /** Before a skill's level, a language's fluency or a grade, for screen readers: "Level:". */
    level: string;
    /** Who issued a certificate: "{name}" is the issuer. */
    issuedBy: string;
    /** Who gave an award: "{name}" is the awarder. */
    awardedBy: string;
    /** A study's grade, as the resume writes it: "{score}" ("3.8", "First class"). */
    grade: string;
  };
  writing: {
    /** The writing section's name: its page's heading and title where content/site.ts gives none. */
    title: string;
    /** Its page's description where content/site.ts gives none: `{name}`, the owner's. */
    description: string;
    /** A post's reading time: `{count}` minutes. */
    readingTime: Plural;
    /** When a post last changed: `{date}`. */
    updated: string;
    /** Said before a post's tags (screen readers only), with the language's punctuation ("Tags:"). */
    tags: string;
    /** A tag's page's heading and title: `{tag}`. */
    tagged: string;
    /** A tag's page's description: `{tag}`, and `{name}`, the owner's. */
    tagDescription: string;
    /** The links to the posts before and after one, and their list's name. */
    previous: string;
    next: string;
    morePosts: string;
    /** The line that offers the feeds (RSS, Atom, JSON Feed). */
    subscribe: string;
    /** The feeds' and their head links' title: `{name}`, the owner's. */
    feedTitle: string;
    /** Under a post's title on its link preview: `{name}`, the owner's. */
    postBy: string;
  };
  projects: {
    previousPicture: string;
    nextPicture: string;
    /** Under a project's picture: `{number}` of `{count}`. */
    pictureCounter: string;
    /** Said before a project's tags (screen readers only). */
    builtWith: string;
    liveSite: string;
    sourceCode: string;
    /** Said after "Live site", "Source code" or "Read the case study" (screen readers only): " of {title}". */
    linkOf: string;
    /** The heading over a project's case study, on its own page. */
    caseStudy: string;
    /** The link to a project's case study from the projects list. */
    readCaseStudy: string;
  };
  share: {
    share: string;
    /** The Share button's full name: `{title}`. */
    shareTitle: string;
    copied: string;
    /** When the clipboard refuses: `{url}`. */
    copyRefused: string;
    /** The second Share on a playing track: `{time}`. */
    shareAt: string;
    /** Its full name: `{time}`, `{title}`. */
    shareAtTitle: string;
    /** What it shares as its title: `{title}`, `{time}`. */
    titleAt: string;
    /** The button that gives a player's code for other sites, and its full name: `{title}`. */
    embed: string;
    embedTitle: string;
    copyCode: string;
    codeCopied: string;
    closeEmbed: string;
    /** Over the code and the player's preview. */
    embedHint: string;
    /** When the dialog's code could not be fetched. */
    embedFailed: string;
  };
  music: {
    /** Over the track a shared link leads to. */
    sharedTrack: string;
    /** The native player's name without JavaScript: `{title}`. */
    playTitle: string;
    /** A cover's alt text where the catalogue folder's release gives none: "Cover of {title}". */
    coverOf: string;
    podcastFeed: string;
    playlistFile: string;
    /** The playlist's name in structured data and the M3U file: `{artist}`. */
    playlistName: string;
    /** How a page's head names the podcast feed and the M3U file for apps: `{playlist}` is playlistName. */
    feedLink: string;
    playlistLink: string;
    lyricsAndCredits: string;
    lyrics: string;
    credits: string;
    /** Said after the disclosure's name (screen readers only): " of {title}". */
    detailsOf: string;
    writtenBy: string;
    producedBy: string;
    recordedAt: string;
    /** The release date under a track: `{date}`, written as the locale writes dates. */
    released: string;
    /** A platform link, of which the eye sees `{platform}` and a screen reader the whole: `{subject}`, `{platform}`. */
    listenOn: string;
    /** The download link: `{title}` (screen readers only) and `{facts}` ("MP3, 507 kB"). */
    download: string;
    licence: string;
    /** A release's kind where it is one the site knows (any other is shown in the owner's words). */
    kinds: { album: string; ep: string; single: string };
    /** A release that is not out yet: `{date}`, written as the locale writes dates. */
    out: string;
    /** The button that plays a release from its first track, and what a screen reader hears of it: `{title}`. */
    playAll: string;
    playAllOf: string;
    /** Over the tracks of no release, on a Music page that lists releases. */
    moreTracks: string;
    /** On a track's own page, the release it is on: `{release}` (a link). */
    fromRelease: string;
    /** Over the titles of a release that is not out yet. */
    tracklist: string;
    /** Beside a track that plays before its release's day. */
    preview: string;
    /** A release's record label and catalogue number, in its facts. */
    label: string;
    catalogNumber: string;
    /** How many tracks a release has: `{count}`. */
    trackCount: Plural;
    /** A release's page description where the owner wrote none: `{title}`, `{kind}`, `{artist}`. */
    releaseDescription: string;
    /** An embedded player's link to the track's or release's page on the site: `{site}`, the site's name. */
    listenOnSite: string;
  };
  /** The players: the library's labels, and the "Now playing" bar's. */
  player: {
    player: string;
    progressControl: string;
    volumeControl: string;
    play: string;
    pause: string;
    rewind: string;
    forward: string;
    previous: string;
    next: string;
    /** The loop button while looping / while not. */
    loopOn: string;
    loopOff: string;
    mute: string;
    unmute: string;
    /** The seek bar's spoken value: `{time}` of `{duration}`. */
    timeOf: string;
    unavailable: string;
    nowPlaying: string;
    /** The bar's link to the Music page. */
    toMusic: string;
    close: string;
    playing: string;
    paused: string;
  };
  contact: {
    /** Beside the form, with `{email}` as a link. */
    writeDirectly: string;
    needsScript: string;
    /** Without the e-mail service: `{email}` as a link. */
    opensMailApp: string;
    allRequired: string;
    name: string;
    email: string;
    message: string;
    /** The bots' trap, which people never see. */
    trap: string;
    sending: string;
    /** After the mail app was asked to open: `{link}` (the text `mailAppLink`) and `{email}`. */
    mailAppOpened: string;
    mailAppLink: string;
    /** After a failed send, following the reason. */
    nothingLost: string;
    retry: string;
    sendWithMailApp: string;
    /** Under a field near its limit: `{count}`. */
    charactersLeft: Plural;
    errors: {
      name: string;
      email: string;
      message: string;
      /** `{limit}`. */
      tooLong: string;
    };
    failure: {
      network: string;
      server: string;
      throttled: string;
      refused: string;
    };
    /** The mail's subject: `{name}`; and without a name. */
    mailSubject: string;
    mailSubjectNoName: string;
  };
  services: {
    /** The button to the contact page. */
    callToAction: string;
  };
  notFound: {
    title: string;
    description: string;
    heading: string;
    lead: string;
    home: string;
  };
  /** Link previews, meta descriptions and the podcast feed. */
  preview: {
    /** Under the owner's name on the pages' preview images: `{role}`. */
    ownerLine: string;
    /** `{name}`. */
    projectBy: string;
    /** `{artist}`. */
    trackBy: string;
    /** A track's description: `{title}`, `{artist}`. */
    trackDescription: string;
  };
}

type DeepPartial<T> = { [Key in keyof T]?: T[Key] extends string ? string : DeepPartial<T[Key]> };

/** Any of the words, changed by the owner (content/wording.ts); the rest stay the dictionary's. */
export type Wording = DeepPartial<InterfaceText>;
